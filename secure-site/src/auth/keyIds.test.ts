import { describe, expect, it } from 'vitest'
import { hasUniqueKeyIds, keyIdSchema } from './keyIds'

describe('key ids', () => {
  it('take letters, digits, dot, dash and underscore, up to 64', () => {
    expect(['2026-11', 'secret-v1', 'a.b_c', 'x'.repeat(64)].map((id) => keyIdSchema.safeParse(id).success)).toEqual([true, true, true, true])
    expect(['', 'a:b', 'a,b', 'x'.repeat(65)].map((id) => keyIdSchema.safeParse(id).success)).toEqual([false, false, false, false])
  })

  it('name each key of a list once', () => {
    expect(hasUniqueKeyIds([{ kid: 'a' }, { kid: 'b' }])).toBe(true)
    expect(hasUniqueKeyIds([{ kid: 'a' }, { kid: 'b' }, { kid: 'a' }])).toBe(false)
  })
})

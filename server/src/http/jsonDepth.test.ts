import { describe, expect, it } from 'vitest'
import { jsonDepthWithin } from './jsonDepth'

describe('jsonDepthWithin', () => {
  it('counts arrays and objects, not scalars', () => {
    expect(jsonDepthWithin(1, 0)).toBe(true)
    expect(jsonDepthWithin({ a: [1, { b: 2 }] }, 3)).toBe(true)
    expect(jsonDepthWithin({ a: [1, { b: 2 }] }, 2)).toBe(false)
  })

  it('walks a 100,000-deep value without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown
    expect(jsonDepthWithin(deep, 64)).toBe(false)
  })
})

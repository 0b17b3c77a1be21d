import { describe, expect, it } from 'vitest'
import { firstRefusedAncestor, frameAncestors } from './frameAncestors'

const DAPP = 'http://127.0.0.1:5173'
const OTHER_DAPP = 'http://localhost:5173'

describe('frameAncestors', () => {
  it('lists every level from ancestorOrigins, nearest first, before any referrer', () => {
    expect(frameAncestors({ ancestorOrigins: [DAPP, 'https://evil.example'] }, 'https://other.example/x')).toEqual({ origins: [DAPP, 'https://evil.example'], complete: true })
  })

  it('falls back to the referrer origin as the parent alone', () => {
    expect(frameAncestors({}, 'http://localhost:5173/app?x=1')).toEqual({ origins: [OTHER_DAPP], complete: false })
    expect(frameAncestors({}, '')).toEqual({ origins: [], complete: false })
    expect(frameAncestors({}, 'not a url')).toEqual({ origins: [], complete: false })
  })

  it("keeps an opaque level as 'null'", () => {
    expect(frameAncestors({ ancestorOrigins: [DAPP, 'null'] }, '').origins).toEqual([DAPP, 'null'])
  })
})

describe('firstRefusedAncestor', () => {
  const allowed = [DAPP, OTHER_DAPP]
  it('is undefined when every level is allowed', () => {
    expect(firstRefusedAncestor({ origins: [DAPP, OTHER_DAPP], complete: true }, allowed)).toBeUndefined()
    expect(firstRefusedAncestor({ origins: [], complete: false }, allowed)).toBeUndefined()
  })

  it('names a third origin at the top, in the middle, or an opaque one', () => {
    expect(firstRefusedAncestor({ origins: [DAPP, 'https://evil.example'], complete: true }, allowed)).toBe('https://evil.example')
    expect(firstRefusedAncestor({ origins: ['https://evil.example', DAPP], complete: true }, allowed)).toBe('https://evil.example')
    expect(firstRefusedAncestor({ origins: [DAPP, 'null'], complete: true }, allowed)).toBe('null')
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isFrameJsonValue } from './isFrameJsonValue'

describe('isFrameJsonValue', () => {
  it('accepts every JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(isFrameJsonValue(value)).toBe(true)
      }),
    )
  })

  it('refuses what JSON cannot carry', () => {
    for (const value of [undefined, NaN, Infinity, 1n, () => 0, Symbol('x'), new Date(), new Map(), [undefined], { a: undefined }, { a: [new Set()] }]) {
      expect(isFrameJsonValue(value)).toBe(false)
    }
  })

  it('refuses nesting deeper than 64', () => {
    const nest = (depth: number): unknown => (depth === 0 ? 1 : [nest(depth - 1)])
    expect(isFrameJsonValue(nest(63))).toBe(true)
    expect(isFrameJsonValue(nest(65))).toBe(false)
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isFrameJsonValue, withoutUndefinedMembers } from './isFrameJsonValue'

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

describe('withoutUndefinedMembers', () => {
  it('leaves out undefined members as JSON does, so viem\'s sendCalls params become JSON', () => {
    const viemParams = [{ atomicRequired: false, calls: [{ data: undefined, to: '0xdead', value: '0x1' }], capabilities: undefined, chainId: '0x7a69', id: undefined, version: '2.0.0' }]
    const sent = withoutUndefinedMembers(viemParams)
    expect(sent).toEqual(JSON.parse(JSON.stringify(viemParams)))
    expect(isFrameJsonValue(sent)).toBe(true)
  })

  it('keeps what JSON cannot carry for isFrameJsonValue to refuse', () => {
    for (const value of [[1n], { at: new Date() }, [undefined], { a: NaN }]) expect(isFrameJsonValue(withoutUndefinedMembers(value))).toBe(false)
  })

  it('is JSON\'s own answer for any JSON value with undefined members sprinkled in', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const sprinkled = typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value, gone: undefined } : value
        const sent = withoutUndefinedMembers(sprinkled)
        expect(isFrameJsonValue(sent)).toBe(true)
        expect(JSON.stringify(sent)).toBe(JSON.stringify(sprinkled))
      }),
    )
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromStoredSmartAccountEnabledNetworks, toStoredSmartAccountEnabledNetworks } from './storedSmartAccountEnabledNetworks'

describe('stored smart-account-enabled networks', () => {
  it('are comma separated and read back as stored', () => {
    expect(toStoredSmartAccountEnabledNetworks([1, 8453, 31337])).toBe('1,8453,31337')
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER })), (networks) => {
        expect(fromStoredSmartAccountEnabledNetworks(toStoredSmartAccountEnabledNetworks(networks))).toEqual(networks)
      }),
    )
  })

  it('drop what is not a chain id and read nothing stored as none', () => {
    expect(fromStoredSmartAccountEnabledNetworks('1,x,,0,-5,1.5,01,8453,99999999999999999')).toEqual([1, 8453])
    for (const stored of [null, undefined, 42, '']) expect(fromStoredSmartAccountEnabledNetworks(stored)).toEqual([])
    fc.assert(
      fc.property(fc.string(), (stored) => {
        for (const network of fromStoredSmartAccountEnabledNetworks(stored)) expect(Number.isSafeInteger(network) && network > 0).toBe(true)
      }),
    )
  })
})

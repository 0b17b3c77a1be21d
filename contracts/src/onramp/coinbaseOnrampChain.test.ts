import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { COINBASE_ONRAMP_CHAIN_BY_NETWORK_NAME, COINBASE_ONRAMP_CHAINS } from '../constants/onramp'
import { coinbaseOnrampChain } from './coinbaseOnrampChain'

describe('coinbaseOnrampChain', () => {
  it('maps each supported network by its name', () => {
    expect(coinbaseOnrampChain({ name: 'Ethereum' })).toBe('ethereum')
    expect(coinbaseOnrampChain({ name: 'Arbitrum One' })).toBe('arbitrum')
    expect(coinbaseOnrampChain({ name: 'OP Mainnet' })).toBe('optimism')
    expect(coinbaseOnrampChain({ name: 'Avalanche' })).toBe('avalanche')
    expect(coinbaseOnrampChain({ name: 'Base' })).toBe('base')
  })

  it('covers every Coinbase onramp chain of the spec, and only those', () => {
    expect(new Set(Object.values(COINBASE_ONRAMP_CHAIN_BY_NETWORK_NAME))).toEqual(new Set(COINBASE_ONRAMP_CHAINS))
  })

  it("falls back to 'ethereum' for any other network, or none", () => {
    expect(coinbaseOnrampChain({ name: 'Anvil' })).toBe('ethereum')
    expect(coinbaseOnrampChain({ name: 'Sepolia' })).toBe('ethereum')
    expect(coinbaseOnrampChain({ name: 'constructor' })).toBe('ethereum')
    expect(coinbaseOnrampChain(undefined)).toBe('ethereum')
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(COINBASE_ONRAMP_CHAINS).toContain(coinbaseOnrampChain({ name }))
      }),
    )
  })
})

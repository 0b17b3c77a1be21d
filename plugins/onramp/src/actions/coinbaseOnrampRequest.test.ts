import { generateOnrampUrlRequestSchema } from '@portico/contracts'
import { TEST_ADDRESS } from '@portico/contracts/testing'
import { describe, expect, it } from 'vitest'
import { coinbaseOnrampRequest } from './coinbaseOnrampRequest'

describe('coinbaseOnrampRequest', () => {
  it("delivers to the address on the network's Coinbase chain, experience 'buy', no presets", () => {
    const body = coinbaseOnrampRequest({ address: TEST_ADDRESS, network: { name: 'Base' } })
    expect(body).toEqual({
      destinationWallets: [{ address: TEST_ADDRESS, blockchains: ['base'] }],
      defaultNetwork: 'base',
      partnerUserId: TEST_ADDRESS,
      defaultExperience: 'buy',
    })
    expect(generateOnrampUrlRequestSchema.parse(body)).toEqual(body)
  })

  it("falls back to 'ethereum' on another network (a local chain)", () => {
    expect(coinbaseOnrampRequest({ address: TEST_ADDRESS, network: { name: 'Anvil' } }).defaultNetwork).toBe('ethereum')
  })

  it('adds assets and preset amounts only when known', () => {
    const body = coinbaseOnrampRequest({ address: TEST_ADDRESS, network: { name: 'OP Mainnet' }, assets: ['ETH'], presetFiatAmount: 50.5, presetCryptoAmount: 0.01 })
    // Whole units, as the service takes them: 0.01 is none.
    expect(body).toMatchObject({ destinationWallets: [{ blockchains: ['optimism'], assets: ['ETH'] }], presetFiatAmount: 50 })
    expect(body).not.toHaveProperty('presetCryptoAmount')
    expect(coinbaseOnrampRequest({ address: TEST_ADDRESS, network: { name: 'Base' }, assets: [] }).destinationWallets[0]).not.toHaveProperty('assets')
  })
})

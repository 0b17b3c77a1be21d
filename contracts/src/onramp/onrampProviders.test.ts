import { describe, expect, it } from 'vitest'
import { ONRAMP_PROVIDERS, onrampProviderSchema, onrampProvidersFor } from './onrampProviders'

describe('onramp providers', () => {
  it('are Coinbase and Meld, fee range 1-2% each, valid records', () => {
    expect(ONRAMP_PROVIDERS.map((p) => [p.name, p.label, p.feeRange])).toEqual([
      ['coinbase', 'Coinbase', '1-2%'],
      ['meld', 'Meld.io', '1-2%'],
    ])
    for (const provider of ONRAMP_PROVIDERS) expect(onrampProviderSchema.parse(provider)).toEqual(provider)
  })

  it('are filtered by the namespace they deliver on', () => {
    expect(onrampProvidersFor('eip155').map((p) => p.name)).toEqual(['coinbase', 'meld'])
    expect(onrampProvidersFor('solana').map((p) => p.name)).toEqual(['meld'])
    expect(onrampProvidersFor('bip122')).toEqual([])
    expect(onrampProvidersFor(undefined)).toEqual([])
  })

  it('rejects an unknown provider name or namespace', () => {
    const coinbase = ONRAMP_PROVIDERS[0]
    expect(onrampProviderSchema.safeParse({ ...coinbase, name: 'moonpay' }).success).toBe(false)
    expect(onrampProviderSchema.safeParse({ ...coinbase, supportedChains: ['cosmos'] }).success).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { readCatalogueQuery, readQueryOptions, readSandboxConfig, readWalletConnectQuery } from './sandboxConfig'

describe('readQueryOptions', () => {
  it('reads feature flags and plugin URL overrides', () => {
    const options = readQueryOptions('?features=receive:false,send:true&pluginUrl.receive=http://x/entry.js')
    expect(options.features).toMatchObject({ receive: false, send: true, smartSessions: true })
    expect(readQueryOptions('?features=smartSessions:false').features.smartSessions).toBe(false)
    expect(options.pluginUrls).toEqual({ receive: 'http://x/entry.js' })
  })
  it('reads the locale, and leaves it out when absent', () => {
    expect(readQueryOptions('?locale=ar').locale).toBe('ar')
    expect('locale' in readQueryOptions('')).toBe(false)
  })
  it('reads the chains Swap is offered on, and leaves them out when absent', () => {
    expect(readQueryOptions('?swapChainIds=31337,31338').swapChainIds).toEqual([31337, 31338])
    expect('swapChainIds' in readQueryOptions('')).toBe(false)
    expect(() => readQueryOptions('?swapChainIds=abc')).toThrow()
  })
  it('rejects a flag that is not a boolean and a plugin url for what is no plugin id', () => {
    expect(() => readQueryOptions('?features=receive:yes')).toThrow()
    // Plugin ids are open (a folder's name in camelCase): what cannot be one is refused.
    expect(() => readQueryOptions('?pluginUrl.no-such=http://x')).toThrow()
  })
})

describe('readCatalogueQuery', () => {
  it('turns on the legal checkbox with its links, and reads the catalogue failures', () => {
    expect(readCatalogueQuery('?legal=true&walletApiFailures=2')).toEqual({
      features: { legalCheckbox: true },
      legalUrls: { termsConditionsUrl: '/terms', privacyPolicyUrl: '/privacy' },
      walletApiFailures: 2,
    })
    expect(readCatalogueQuery('')).toEqual({ features: {}, legalUrls: {}, walletApiFailures: 0 })
    expect(() => readCatalogueQuery('?walletApiFailures=-1')).toThrow()
  })
})

describe('readWalletConnectQuery', () => {
  it('maps the relay, the pairing lifetime and adapters=none to createAppKit options', () => {
    expect(readWalletConnectQuery('?relay=ws://127.0.0.1:4000&wcPairingLifetime=15000&adapters=none')).toEqual({
      walletConnectRelayUrl: 'ws://127.0.0.1:4000',
      walletConnectPairingLifetimeMs: 15_000,
      adapters: [],
    })
    expect(readWalletConnectQuery('')).toEqual({})
    expect(() => readWalletConnectQuery('?relay=http://x')).toThrow()
  })
})

describe('readSandboxConfig', () => {
  const chains = [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', name: 'Anvil' }]
  it('reads the local WalletConnect relay npm start runs, and refuses one that is not a WebSocket URL', () => {
    const read = (config: unknown) => readSandboxConfig({ __porticoSandbox: config } as unknown as Window)
    expect(read({ chains, walletConnectRelayUrl: 'ws://127.0.0.1:5183' }).walletConnectRelayUrl).toBe('ws://127.0.0.1:5183')
    expect(read({ chains }).walletConnectRelayUrl).toBeUndefined()
    expect(() => read({ chains, walletConnectRelayUrl: 'http://127.0.0.1:5183' })).toThrow('Invalid sandbox config')
  })
})

import { describe, expect, it } from 'vitest'
import { configuredChains, readSandboxWalletConfig } from './config'

describe('readSandboxWalletConfig', () => {
  it('defaults to anvil on 127.0.0.1:8545, chain 31337', () => {
    const config = readSandboxWalletConfig(undefined)
    expect(configuredChains(config)).toEqual([{ chainId: 31337, chainName: 'Anvil', rpcUrl: 'http://127.0.0.1:8545' }])
  })

  it('takes the current chain and more known chains', () => {
    const config = readSandboxWalletConfig({
      rpcUrl: 'http://127.0.0.1:9545',
      chains: [{ chainId: 31338, chainName: 'Anvil 2', rpcUrl: 'http://127.0.0.1:9546' }],
    })
    expect(configuredChains(config)).toEqual([
      { chainId: 31337, chainName: 'Anvil', rpcUrl: 'http://127.0.0.1:9545' },
      { chainId: 31338, chainName: 'Anvil 2', rpcUrl: 'http://127.0.0.1:9546' },
    ])
  })

  it.each([
    [{ rpcUrl: 'not a url' }],
    [{ chainId: '31337' }],
    [{ chainId: -1 }],
    [{ rpcURL: 'http://127.0.0.1:8545' }],
    [{ chains: [{ chainId: 1 }] }],
    ['http://127.0.0.1:8545'],
  ])('explains what is wrong with %j', (raw) => {
    expect(() => readSandboxWalletConfig(raw)).toThrow(/Invalid window.__porticoSandboxWallet/)
  })
})

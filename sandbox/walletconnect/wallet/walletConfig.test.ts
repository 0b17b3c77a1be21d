import { describe, expect, it } from 'vitest'
import { readWalletConfig, walletConfigScript } from './walletConfig'

const config = { relayUrl: 'ws://127.0.0.1:5183', chains: [{ chainId: 31337, chainName: 'Anvil </script>', rpcUrl: 'http://127.0.0.1:8545' }] }

describe('the wallet page config', () => {
  it('is written as a script no value can break out of, and read back the same', () => {
    const script = walletConfigScript(config)
    expect(script).not.toContain('</script>')
    const window: { __porticoWcWallet?: unknown } = {}
    new Function('window', script)(window)
    expect(readWalletConfig(window.__porticoWcWallet)).toEqual(config)
  })

  it('refuses a relay that is not a WebSocket URL, and no chains', () => {
    expect(() => readWalletConfig({ ...config, relayUrl: 'http://127.0.0.1:5183' })).toThrow('Invalid wallet page config')
    expect(() => readWalletConfig({ ...config, chains: [] })).toThrow('Invalid wallet page config')
  })
})

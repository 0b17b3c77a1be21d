// @vitest-environment happy-dom
import { getAccount, injected } from '@wagmi/core'
import type { EIP1193Provider } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createShellCore } from '../../core/createShellCore'
import { solanaDevnet } from '../../networks'
import { appKitOptionsSchema } from '../../options/appKitOptionsSchema'
import { testMainnet } from '../../testing/networks'
import { announcedTestWallet, TEST_WALLET_ADDRESS, TEST_WALLET_RDNS } from './testing'
import { WagmiAdapter } from './appKitWagmiAdapter'
import { isWagmiAdapter } from './wagmiAdapter'

const ADDRESS = TEST_WALLET_ADDRESS
const RDNS = TEST_WALLET_RDNS
const announcedWallet = announcedTestWallet

const provider = {
  request: async ({ method }: { method: string }) => (method === 'eth_chainId' ? '0x1' : method.endsWith('ccounts') ? [ADDRESS] : null),
  on: () => undefined,
  removeListener: () => undefined,
} as unknown as EIP1193Provider


describe('WagmiAdapter (AppKit\'s class)', () => {
  beforeEach(() => {
    localStorage.clear()
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('offline'))
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('builds wagmiConfig from the eip155 networks (others left out), with ssr as asked', () => {
    const adapter = new WagmiAdapter({ networks: [testMainnet, solanaDevnet], projectId: 'p', ssr: true })
    expect(adapter.wagmiConfig.chains.map((chain) => chain.id)).toEqual([1])
    expect(adapter.wagmiConfig._internal.ssr).toBe(true)
    expect(adapter.config).toBe(adapter.wagmiConfig)
    expect(isWagmiAdapter(adapter)).toBe(true)
    expect(() => new WagmiAdapter({ networks: [solanaDevnet], projectId: 'p' })).toThrow('WagmiAdapter needs at least one eip155 network')
  })

  it('passed to createAppKit, its wagmi config follows Portico\'s connection', async () => {
    const adapter = new WagmiAdapter({ networks: [testMainnet], projectId: 'p', connectors: [injected({ target: { id: RDNS, name: 'Test Wallet', provider } })] })
    const core = createShellCore(
      appKitOptionsSchema.parse({ projectId: 'p', networks: [testMainnet], features: { receive: false, send: false, history: false }, adapters: [adapter] }),
      { window: undefined, storage: undefined },
    )
    await core.connection.connectWith('eip155', async () => announcedWallet())
    await vi.waitFor(() => expect(getAccount(adapter.wagmiConfig)).toMatchObject({ status: 'connected', address: ADDRESS }))
    await core.connection.disconnect()
    await vi.waitFor(() => expect(getAccount(adapter.wagmiConfig).status).toBe('disconnected'))
  })
})

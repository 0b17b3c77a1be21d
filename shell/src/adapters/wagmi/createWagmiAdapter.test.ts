// @vitest-environment happy-dom
import { connect, createConfig, getConnection, http, injected, type CreateConnectorFn } from '@wagmi/core'
import { mainnet } from '@wagmi/core/chains'
import type { EIP1193Provider } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createShellCore } from '../../core/createShellCore'
import { appKitOptionsSchema } from '../../options/appKitOptionsSchema'
import { solanaDevnet } from '../../networks'
import { testMainnet } from '../../testing/networks'
import { announcedTestWallet, TEST_WALLET_ADDRESS, TEST_WALLET_RDNS } from './testing'
import { createWagmiAdapter } from './createWagmiAdapter'

const ADDRESS = TEST_WALLET_ADDRESS
const RDNS = TEST_WALLET_RDNS
const announcedWallet = announcedTestWallet

/** An EIP-1193 wallet that has granted ADDRESS on mainnet; counts the methods it is asked. */
function fakeProvider() {
  const calls: string[] = []
  const request = async ({ method }: { method: string }): Promise<unknown> => {
    calls.push(method)
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [ADDRESS]
      case 'eth_chainId':
        return '0x1'
      case 'wallet_requestPermissions':
        return [{ parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: [ADDRESS] }] }]
      default:
        return null
    }
  }
  const provider = { request, on: () => undefined, removeListener: () => undefined } as unknown as EIP1193Provider
  return { provider, calls }
}


function setup(connectors: CreateConnectorFn[], networks = [testMainnet]) {
  // The mainnet transport is never called: no test reads the chain through wagmi.
  const config = createConfig({ chains: [mainnet], connectors, transports: { [mainnet.id]: http() } })
  const core = createShellCore(
    appKitOptionsSchema.parse({
      projectId: 'p',
      networks,
      features: { receive: false, send: false, history: false },
      adapters: [createWagmiAdapter({ config })],
    }),
    { window: undefined, storage: undefined },
  )
  return { config, core }
}

describe('createWagmiAdapter', () => {
  beforeEach(() => {
    // wagmi keeps its shims (recent connector, disconnected flags) in localStorage.
    localStorage.clear()
    // Portico reads the balance and the identity after connecting: no network in unit tests.
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('offline'))
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('connects wagmi through the connector named by the rdns, and disconnects it with Portico', async () => {
    const { provider, calls } = fakeProvider()
    const { config, core } = setup([injected({ target: { id: RDNS, name: 'Test Wallet', provider } })])
    expect(getConnection(config).status).toBe('disconnected')

    await core.connection.connectWith('eip155', async () => announcedWallet())
    await vi.waitFor(() => expect(getConnection(config).status).toBe('connected'))
    expect(getConnection(config).address).toBe(ADDRESS)
    expect(getConnection(config).connector?.id).toBe(RDNS)
    expect(core.store.get(core.atoms.account).address).toBe(ADDRESS)
    // The wallet had just granted the account to Portico: wagmi asked for no second prompt.
    expect(calls).not.toContain('wallet_requestPermissions')
    expect(calls).not.toContain('eth_requestAccounts')

    await core.connection.disconnect()
    await vi.waitFor(() => expect(getConnection(config).status).toBe('disconnected'))

    // wagmi now flags the connector disconnected, so the next connection asks through `connect`.
    await core.connection.connectWith('eip155', async () => announcedWallet())
    await vi.waitFor(() => expect(getConnection(config)).toMatchObject({ status: 'connected', address: ADDRESS }))
  })

  it('keeps wagmi connected while another namespace is active; the EVM wallet is still connected', async () => {
    const { provider } = fakeProvider()
    const { config, core } = setup([injected({ target: { id: RDNS, name: 'Test Wallet', provider } })], [testMainnet, solanaDevnet])
    await core.connection.connectWith('eip155', async () => announcedWallet())
    await vi.waitFor(() => expect(getConnection(config).status).toBe('connected'))

    await core.connection.switchNetwork(solanaDevnet)
    expect(core.store.get(core.atoms.account).status).toBe('disconnected')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: ADDRESS })

    await core.connection.disconnect('eip155')
    await vi.waitFor(() => expect(getConnection(config).status).toBe('disconnected'))
  })

  it('leaves wagmi alone when it already has the account connected', async () => {
    const { provider, calls } = fakeProvider()
    const { config, core } = setup([injected({ target: { id: RDNS, name: 'Test Wallet', provider } })])
    const [wagmiConnector] = config.connectors
    if (!wagmiConnector) throw new Error('no wagmi connector')
    await connect(config, { connector: wagmiConnector })
    const asked = calls.length

    await core.connection.connectWith('eip155', async () => announcedWallet())
    // Let the lazy sync load and run; it must not ask the wallet again.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(calls.length).toBe(asked)
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: ADDRESS })
  })

  it('logs a wagmi failure and keeps Portico connected', async () => {
    // No connector for the rdns and no window.ethereum: wagmi's `injected` finds no provider.
    const { config, core } = setup([])
    await core.connection.connectWith('eip155', async () => announcedWallet())
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalledWith('[portico]', 'wagmi adapter:', expect.any(String)))
    expect(core.store.get(core.atoms.account).status).toBe('connected')
    expect(getConnection(config).status).toBe('disconnected')
  })
})

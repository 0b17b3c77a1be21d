// @vitest-environment happy-dom
import { connect, createConfig, getConnection, http, hydrate, injected, type Config, type CreateConnectorFn } from '@wagmi/core'
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


/** The wallet as an EIP-6963 extension: it answers every `eip6963:requestProvider`. Returns the removal. */
function announceWallet(provider: EIP1193Provider): () => void {
  const info = { uuid: '00000000-0000-4000-8000-000000000000', name: 'Test Wallet', icon: 'data:image/svg+xml,<svg/>', rdns: RDNS }
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => window.removeEventListener('eip6963:requestProvider', announce)
}

function setup(connectors: CreateConnectorFn[], networks = [testMainnet]) {
  // The mainnet transport is never called: no test reads the chain through wagmi.
  return setupWith(createConfig({ chains: [mainnet], connectors, transports: { [mainnet.id]: http() } }), networks)
}

function setupWith(config: Config, networks = [testMainnet]) {
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

  it("waits for the EIP-6963 connectors a server-rendered dapp's wagmi adds on mount, then connects through the rdns one", async () => {
    const { provider } = fakeProvider()
    const removeWallet = announceWallet(provider)
    try {
      // `ssr: true`: wagmi turns discovered wallets into connectors only when <WagmiProvider> mounts.
      const { config, core } = setupWith(createConfig({ chains: [mainnet], ssr: true, transports: { [mainnet.id]: http() } }))
      expect(config.connectors.map((c) => c.id)).not.toContain(RDNS)

      // Portico restores its connection before the dapp's React tree has mounted.
      await core.connection.connectWith('eip155', async () => announcedWallet())
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(getConnection(config).status).toBe('disconnected')

      await hydrate(config, { reconnectOnMount: true }).onMount()
      await vi.waitFor(() => expect(getConnection(config)).toMatchObject({ status: 'connected', address: ADDRESS }))
      expect(getConnection(config).connector?.id).toBe(RDNS)
      expect(console.warn).not.toHaveBeenCalled()
    } finally {
      // Later tests' configs must not discover it.
      removeWallet()
    }
  })

  it('logs a wagmi failure and keeps Portico connected', async () => {
    // No connector for the rdns and no window.ethereum: wagmi's `injected` finds no provider.
    const { config, core } = setup([])
    await core.connection.connectWith('eip155', async () => announcedWallet())
    // After waiting for a connector wagmi might still add (a server-rendered dapp's adds them on mount).
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalledWith('[portico]', 'wagmi adapter:', expect.any(String)), { timeout: 5_000 })
    expect(core.store.get(core.atoms.account).status).toBe('connected')
    expect(getConnection(config).status).toBe('disconnected')
  })
})

import type { Connector, ConnectResult } from '@portico/contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { WalletConnectClientOptions } from '../connectors/walletConnect/createWalletConnectClient'
import { memoryStorage, testShellCore } from '../modal/testing'

// The WalletConnect chunk, replaced by a client whose wallet the test plays: every pairing shows
// a new URI, and the test approves or refuses the pending one.
const wallet = vi.hoisted(() => ({
  uris: 0,
  /** The relay cannot be reached: a pairing never shows its URI. */
  unreachable: false,
  abandoned: 0,
  pending: undefined as { resolve: (result: ConnectResult) => void; reject: (error: unknown) => void } | undefined,
  onUri: (_uri: string) => {},
}))

vi.mock('../connectors/walletConnect/walletConnectChunk', () => ({
  createWalletConnectClient: async (options: WalletConnectClientOptions) => {
    wallet.onUri = options.onUri
    const showUri = () => options.onUri(`wc:topic${++wallet.uris}@2?relay-protocol=irn&symKey=00`)
    const connector: Connector = {
      id: 'walletConnect',
      name: 'Test Wallet',
      type: 'WALLET_CONNECT',
      chain: 'eip155',
      connect: () =>
        new Promise<ConnectResult>((resolve, reject) => {
          wallet.pending = { resolve, reject }
          if (!wallet.unreachable) showUri()
        }),
      getAccounts: async () => ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
      getChainId: async () => 1,
      disconnect: async () => {},
      request: async () => null,
      subscribe: () => () => {},
    }
    return {
      pairingConnector: () => connector,
      restoredConnector: () => undefined,
      sessionConnections: () => [],
      refresh: () => {
        if (!wallet.unreachable) showUri()
      },
      cancel: () => wallet.pending?.reject(new Error('Connection cancelled')),
      abandon: () => {
        wallet.abandoned++
        wallet.pending?.reject(new Error('Connection cancelled'))
      },
      isPairing: () => wallet.pending !== undefined,
    }
  },
}))

/** A shell core with its WalletConnect actions loaded (their own chunk in the app). */
const walletConnectCore = async (...args: Parameters<typeof testShellCore>) => {
  const core = await testShellCore(...args)
  return { ...core, walletConnect: await core.loadWalletConnect() }
}

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const rainbow = { id: 'rainbow-id', name: 'Rainbow', image_id: 'img', mobile_link: 'rainbow:' }
const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  wallet.uris = 0
  wallet.unreachable = false
  wallet.abandoned = 0
  wallet.pending = undefined
})
afterEach(() => vi.useRealTimers())

describe('WalletConnect actions', () => {
  it('offers a URI for the pairing lifetime and a fresh one when it starts to count as expired', async () => {
    const core = await walletConnectCore({ walletConnectPairingLifetimeMs: 60_000 })
    const connecting = core.walletConnect.connect()
    await vi.waitFor(() => expect(core.store.get(core.walletConnect.atoms.state).wcUri).toBe('wc:topic1@2?relay-protocol=irn&symKey=00'))
    const expiry = core.store.get(core.walletConnect.atoms.state).wcPairingExpiry ?? 0
    // The lifetime counts from when the URI was shown (waitFor moved the fake clock a little).
    expect(expiry - 60_000).toBeLessThanOrEqual(Date.now())
    expect(expiry - 60_000).toBeGreaterThan(Date.now() - 1_000)
    expect(core.store.get(core.walletConnect.atoms.status)).toBe('connecting')

    // 10 s before the end (SPEC section 4) the URI is withdrawn and a fresh one offered.
    await vi.advanceTimersByTimeAsync(expiry - 10_000 - Date.now() - 1)
    expect(wallet.uris).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    await flush()
    expect(core.store.get(core.walletConnect.atoms.state).wcUri).toBe('wc:topic2@2?relay-protocol=irn&symKey=00')

    wallet.pending?.resolve({ accounts: [address], chainId: 1 })
    await connecting
    expect(core.store.get(core.atoms.account).status).toBe('connected')
    expect(core.store.get(core.walletConnect.atoms.state).wcUri).toBeUndefined()
    // Connected: no more refreshes.
    await vi.advanceTimersByTimeAsync(120_000)
    expect(wallet.uris).toBe(2)
  })

  it('ends a live WalletConnect session, and its namespaces, before pairing another', async () => {
    const core = await walletConnectCore()
    const first = core.walletConnect.connect()
    await vi.waitFor(() => expect(wallet.pending).toBeDefined())
    wallet.pending?.resolve({ accounts: [address], chainId: 1 })
    await first
    const live = core.store.get(core.atoms.connections).eip155?.connector
    if (!live) throw new Error('not connected')
    const endSession = vi.spyOn(live, 'disconnect')
    const firstPending = wallet.pending

    const second = core.walletConnect.connect()
    await vi.waitFor(() => expect(wallet.pending).not.toBe(firstPending))
    expect(endSession).toHaveBeenCalledTimes(1)
    expect(core.store.get(core.atoms.connectionStatus).eip155).toBe('connecting')
    wallet.pending?.resolve({ accounts: [address], chainId: 1 })
    await second
    expect(core.store.get(core.atoms.account).status).toBe('connected')
  })

  it('keeps the chosen catalogue wallet as the recent wallet once connected', async () => {
    const storage = memoryStorage()
    const core = await walletConnectCore({}, storage)
    const connecting = core.walletConnect.connect(rainbow)
    await vi.waitFor(() => expect(wallet.pending).toBeDefined())
    expect(core.store.get(core.walletConnect.atoms.state).recentWallet).toEqual(rainbow)
    wallet.pending?.resolve({ accounts: [address], chainId: 1 })
    await connecting
    expect(core.storage.read()).toMatchObject({ connectorId: 'walletConnect', recentWallets: [rainbow] })
  })

  it('a refusal sets wcError and leaves the namespace disconnected; connecting again clears it', async () => {
    const core = await walletConnectCore()
    const refused = core.walletConnect.connect()
    await vi.waitFor(() => expect(wallet.pending).toBeDefined())
    wallet.pending?.reject({ code: 5000, message: 'User rejected.' })
    await refused
    // The wallet saw the URI: a refusal, not the relay.
    expect(core.store.get(core.walletConnect.atoms.state)).toMatchObject({ wcError: true, wcRelayUnreachable: false, wcUri: undefined })
    expect(core.store.get(core.atoms.connectionStatus).eip155).toBe('disconnected')
    expect(core.store.get(core.atoms.connectError)).toBe('User rejected.')

    void core.walletConnect.connect()
    await vi.waitFor(() => expect(core.store.get(core.walletConnect.atoms.state).wcUri).toBeDefined())
    expect(core.store.get(core.walletConnect.atoms.state).wcError).toBe(false)
  })

  it('disconnecting resets URI, expiry, linking, recent wallet and the stored deep link (SPEC section 4)', async () => {
    const storage = memoryStorage()
    const core = await walletConnectCore({}, storage)
    const connecting = core.walletConnect.connect(rainbow)
    await vi.waitFor(() => expect(core.store.get(core.walletConnect.atoms.state).wcUri).toBeDefined())
    core.walletConnect.openLink(rainbow, { kind: 'mobile', redirect: 'rainbow://wc?uri=x', href: 'rainbow://' })
    expect(core.store.get(core.walletConnect.atoms.state)).toMatchObject({ wcLinking: { name: 'Rainbow', href: 'rainbow://' }, buffering: true })
    expect(storage.getItem('@portico/wc-deeplink')).toBe(JSON.stringify({ name: 'Rainbow', href: 'rainbow://' }))
    await vi.advanceTimersByTimeAsync(5_000)
    expect(core.store.get(core.walletConnect.atoms.state).buffering).toBe(false)

    wallet.pending?.resolve({ accounts: [address], chainId: 1 })
    await connecting
    await core.connection.disconnect()
    expect(core.store.get(core.walletConnect.atoms.state)).toMatchObject({ wcUri: undefined, wcPairingExpiry: undefined, wcLinking: undefined, recentWallet: undefined })
    expect(storage.getItem('@portico/wc-deeplink')).toBeNull()
    expect(core.store.get(core.walletConnect.atoms.status)).toBe('disconnected')
  })

  it('closing the modal gives up the pairing', async () => {
    const core = await walletConnectCore()
    core.modal.open('ConnectingWalletConnectBasic')
    const connecting = core.walletConnect.connect()
    await vi.waitFor(() => expect(wallet.pending).toBeDefined())
    core.modal.close()
    await connecting
    expect(core.store.get(core.walletConnect.atoms.state)).toMatchObject({ wcUri: undefined, wcError: false })
    expect(core.store.get(core.atoms.connectionStatus).eip155).toBe('disconnected')
  })

  it('a view left and shown again at once pairs again after the cancelled pairing ends', async () => {
    const core = await walletConnectCore()
    const first = core.walletConnect.connect(rainbow)
    await vi.waitFor(() => expect(core.store.get(core.walletConnect.atoms.state).wcUri).toBeDefined())
    core.walletConnect.cancel()
    const second = core.walletConnect.connect()
    await first
    await vi.waitFor(() => expect(core.store.get(core.walletConnect.atoms.state).wcUri).toBe('wc:topic2@2?relay-protocol=irn&symKey=00'))
    expect(core.store.get(core.walletConnect.atoms.state).recentWallet).toBeUndefined()
    wallet.pending?.resolve({ accounts: [address], chainId: 1 })
    await second
    expect(core.store.get(core.atoms.account).status).toBe('connected')
  })

  it('no URI within 7 s: the relay cannot be reached, the pairing is given up, and Try again pairs', async () => {
    wallet.unreachable = true
    const core = await walletConnectCore()
    const stuck = core.walletConnect.connect()
    await vi.waitFor(() => expect(wallet.pending).toBeDefined())
    // (waitFor moves the fake clock a little.)
    await vi.advanceTimersByTimeAsync(6_000)
    expect(core.store.get(core.walletConnect.atoms.state).wcError).toBe(false)
    await vi.advanceTimersByTimeAsync(1_000)
    await stuck
    expect(core.store.get(core.walletConnect.atoms.state)).toMatchObject({ wcError: true, wcRelayUnreachable: true, wcUri: undefined })
    expect(wallet.abandoned).toBe(1)
    expect(core.store.get(core.atoms.connectionStatus).eip155).toBe('disconnected')

    // The relay answers again: Try again shows a URI, and no timer of the old pairing fires.
    wallet.unreachable = false
    const retried = core.walletConnect.connect()
    await vi.waitFor(() => expect(core.store.get(core.walletConnect.atoms.state).wcUri).toBeDefined())
    expect(core.store.get(core.walletConnect.atoms.state)).toMatchObject({ wcError: false, wcRelayUnreachable: false })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(wallet.abandoned).toBe(1)
    wallet.pending?.resolve({ accounts: [address], chainId: 1 })
    await retried
    expect(core.store.get(core.atoms.account).status).toBe('connected')
  })

  it('a fresh URI that does not come in 7 s is the relay too', async () => {
    const core = await walletConnectCore({ walletConnectPairingLifetimeMs: 60_000 })
    const connecting = core.walletConnect.connect()
    await vi.waitFor(() => expect(core.store.get(core.walletConnect.atoms.state).wcUri).toBeDefined())
    wallet.unreachable = true
    // The refresh 10 s before expiry withdraws the URI; no new one comes.
    await vi.advanceTimersByTimeAsync(50_000)
    expect(core.store.get(core.walletConnect.atoms.state)).toMatchObject({ wcUri: undefined, wcError: false })
    await vi.advanceTimersByTimeAsync(7_000)
    await connecting
    expect(core.store.get(core.walletConnect.atoms.state)).toMatchObject({ wcError: true, wcRelayUnreachable: true })
    expect(wallet.abandoned).toBe(1)
  })
})

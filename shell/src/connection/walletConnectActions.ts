import { CONNECTOR_IDS, isChainNamespace, type ChainNamespace, type WalletRecord } from '@portico/contracts'
import { resetWalletConnectState, withPairingError, withPairingUri } from '../connectors/walletConnect/connectionState'
import { createDeepLinkStorage } from '../connectors/walletConnect/deepLinkStorage'
import { msUntilPairingRefresh, pairingExpiry } from '../connectors/walletConnect/pairingExpiry'
import { RELAY_TIMEOUT_MS } from '../connectors/walletConnect/relayTimeout'
import { createWalletConnectAtoms } from '../connectors/walletConnect/walletConnectAtoms'
import type { ShellContext } from '../core/shellContext'
import { replaceRecentWallet } from '../persistence/recentWallets'
import type { ConnectionActions } from './connectionActions'
import { createRelayWatch } from './relayWatch'
import { createWalletConnectClientLoader } from './walletConnectClientLoader'
import { createWalletLinkOpener } from './walletLinkOpener'

const CANCELLED = 'Connection cancelled'
const RELAY_UNREACHABLE = 'The WalletConnect relay did not answer'

/**
 * WalletConnect in the shell: pairing through a QR code or a wallet link, the 4-minute URI
 * lifetime with a fresh URI before expiry, the reset rules and the restore of a stored session
 * (SPEC sections 3 and 4). The connection itself goes through the generic `connectWith`. Part of
 * the intent chunk: registerWalletConnectRestore is what of it page load holds.
 */
export function createWalletConnectActions(ctx: ShellContext, deps: { connection: ConnectionActions }) {
  const { store, options } = ctx
  const atoms = createWalletConnectAtoms(ctx.atoms.connectionStatus, ctx.atoms.network)
  const deepLinks = createDeepLinkStorage(ctx.localStorage)
  const relay = createRelayWatch(RELAY_TIMEOUT_MS)
  let refreshTimer: ReturnType<typeof setTimeout> | undefined
  /** A pairing is waiting for a wallet (a URI is, or is about to be, on show). */
  let pairing = false
  /** Fails the wait for the client of the current pairing (see watchRelay). */
  let onRelayTimeout: ((error: Error) => void) | undefined
  /** Each connect and each cancel starts a generation; a pairing of an older one was cancelled. */
  let generation = 0
  let running: Promise<void> | undefined
  let runningGen = 0

  const client = createWalletConnectClientLoader(ctx, (uri) => {
    if (!pairing) return
    relay.answered()
    const expiry = pairingExpiry(Date.now(), options.walletConnectPairingLifetimeMs)
    store.set(atoms.state, (s) => withPairingUri(s, uri, expiry))
    clearTimeout(refreshTimer)
    refreshTimer = setTimeout(() => void refresh(), msUntilPairingRefresh(expiry, Date.now()))
  })

  /**
   * No URI within RELAY_TIMEOUT_MS: the relay cannot be reached. The pairing is given up (its
   * connect rejects, and so does the wait for the client) and the view says so, rather than
   * 'Preparing a connection link...' for ever.
   */
  const watchRelay = (gen: number) =>
    relay.arm(() => {
      if (gen !== generation) return
      onRelayTimeout?.(new Error(RELAY_UNREACHABLE))
      void client.current()?.then((loaded) => loaded.abandon()).catch(() => undefined)
    })

  /** SPEC section 4: the pairing counts as expired 10 s before its end; a fresh URI replaces it. */
  const refresh = async () => {
    const loading = client.current()
    if (!pairing || !loading) return
    store.set(atoms.state, (s) => ({ ...s, wcUri: undefined, wcPairingExpiry: undefined }))
    // The fresh URI goes through the relay too, which may have gone away since the last one.
    watchRelay(generation)
    ;(await loading).refresh()
  }

  /** SPEC section 4 reset: URI, pairing expiry, linking, recent wallet and the stored deep link. */
  const reset = () => {
    clearTimeout(refreshTimer)
    relay.clear()
    store.set(atoms.state, resetWalletConnectState)
    deepLinks.clear()
  }

  /** The universal provider holds one session: a new pairing first ends the one already live (SPEC section 4 Disconnect). */
  const endLiveSession = async () => {
    const live = Object.entries(store.get(ctx.atoms.connections)).find(([, connection]) => connection?.connector.type === 'WALLET_CONNECT')?.[0]
    if (live && isChainNamespace(live)) await deps.connection.disconnect(live)
  }

  /** The session's other namespaces (a wallet may grant eip155 and bip122 at once) connect too. */
  const connectOtherNamespaces = async () => {
    const loaded = await client.get()
    for (const { connector, accounts, chainId } of loaded.sessionConnections(store.get(ctx.atoms.activeNamespace) ?? 'eip155')) {
      if (accounts[0]) deps.connection.addSessionConnection(connector, accounts[0], chainId)
    }
  }

  /**
   * Pairs with a wallet: a URI to scan or open, refreshed before it expires, until a wallet
   * approves (connected), refuses (wcError, with a retry) or the user leaves (cancelled: a newer
   * generation exists).
   */
  const pair = async (wallet: WalletRecord | undefined, gen: number) => {
    if (gen !== generation) return
    await endLiveSession()
    if (gen !== generation) return
    pairing = true
    store.set(atoms.state, (s) => ({ ...resetWalletConnectState(s), wcError: false, wcRelayUnreachable: false, recentWallet: wallet }))
    const relayDeadline = new Promise<never>((_, reject) => {
      onRelayTimeout = reject
    })
    relayDeadline.catch(() => undefined)
    watchRelay(gen)
    const network = store.get(ctx.atoms.network)
    await deps.connection.connectWith(network?.chainNamespace ?? 'eip155', async () => {
      const loaded = await Promise.race([client.get(), relayDeadline])
      if (gen !== generation) throw new Error(CANCELLED)
      return loaded.pairingConnector(network)
    })
    pairing = false
    clearTimeout(refreshTimer)
    relay.clear()
    const connected = store.get(ctx.atoms.activeConnector)?.id === CONNECTOR_IDS.WALLET_CONNECT && store.get(ctx.atoms.account).status === 'connected'
    if (connected) {
      await connectOtherNamespaces()
      // The catalogue wallet becomes the recent wallet (the Connect view shows it as Recent).
      replaceRecentWallet(ctx.storage, CONNECTOR_IDS.WALLET_CONNECT, wallet)
      store.set(atoms.state, (s) => ({ ...s, wcUri: undefined, wcPairingExpiry: undefined }))
    } else if (gen !== generation) {
      reset()
    } else {
      const shown = relay.uriShown()
      store.set(atoms.state, (s) => withPairingError(s, { uriShown: shown }))
    }
  }

  const actions = {
    atoms,

    /** Starts pairing (see `pair`); the views call it when they show. */
    connect(wallet?: WalletRecord): Promise<void> {
      // A pairing still wanted is kept; a cancelled one (the view was left) ends before the next.
      if (running && runningGen === generation) return running
      const gen = ++generation
      const next = (running ?? Promise.resolve()).then(() => pair(wallet, gen))
      running = next
      runningGen = gen
      void next.finally(() => {
        if (running === next) running = undefined
      })
      return next
    },

    /** Leaves a pending pairing (the view closed or the user went back). */
    cancel() {
      if (!running || runningGen !== generation) return
      generation++
      void client.current()?.then((loaded) => loaded.cancel()).catch(() => undefined)
    },

    openLink: createWalletLinkOpener(ctx, atoms, deepLinks),

    reset,

    /** The stored session's connector for `namespace` (see registerWalletConnectRestore). */
    async restore(namespace: ChainNamespace) {
      const loaded = await client.get()
      const network = store.get(ctx.atoms.network)
      return loaded.restoredConnector(namespace, network?.chainNamespace === namespace ? network : undefined)
    },
  }

  ctx.events.subscribe(({ data }) => {
    if (data.event === 'DISCONNECT_SUCCESS') reset()
  })
  // Closing the modal ends a pairing nobody can see any more.
  store.sub(ctx.atoms.modal, () => {
    if (!store.get(ctx.atoms.modal).open && !options.enableEmbedded) actions.cancel()
  })
  return actions
}

export type WalletConnectActions = ReturnType<typeof createWalletConnectActions>

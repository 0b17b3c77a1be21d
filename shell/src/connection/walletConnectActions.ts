import { CONNECTOR_IDS, isChainNamespace, isOpenableWalletLink, isWalletLink, WALLETCONNECT_BUFFERING_MS, type ChainNamespace, type WalletRecord } from '@portico/contracts'
import { resetWalletConnectState, withPairingError, withPairingUri } from '../connectors/walletConnect/connectionState'
import { createDeepLinkStorage } from '../connectors/walletConnect/deepLinkStorage'
import { loadWalletConnectChunk } from '../connectors/walletConnect/loadWalletConnectChunk'
import { msUntilPairingRefresh, pairingExpiry } from '../connectors/walletConnect/pairingExpiry'
import { RELAY_TIMEOUT_MS } from '../connectors/walletConnect/relayTimeout'
import { createWalletConnectAtoms } from '../connectors/walletConnect/walletConnectAtoms'
import type { WalletLink } from '../connectors/walletConnect/walletLinks'
import type { ShellContext } from '../core/shellContext'
import { replaceRecentWallet } from '../persistence/recentWallets'
import type { ConnectionActions } from './connectionActions'

type WalletConnectChunk = Awaited<ReturnType<typeof loadWalletConnectChunk>>
type WalletConnectClient = Awaited<ReturnType<WalletConnectChunk['createWalletConnectClient']>>

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
  const lifetimeMs = options.walletConnectPairingLifetimeMs
  let client: Promise<WalletConnectClient> | undefined
  let refreshTimer: ReturnType<typeof setTimeout> | undefined
  let bufferingTimer: ReturnType<typeof setTimeout> | undefined
  /** A pairing is waiting for a wallet (a URI is, or is about to be, on show). */
  let pairing = false
  /** The current pairing has shown a URI: a failure after that is the wallet's, before it the relay's. */
  let uriShown = false
  let relayTimer: ReturnType<typeof setTimeout> | undefined
  /** Fails the wait for the client of the current pairing (see armRelayTimer). */
  let onRelayTimeout: ((error: Error) => void) | undefined
  /** Each connect and each cancel starts a generation; a pairing of an older one was cancelled. */
  let generation = 0
  let running: Promise<void> | undefined
  let runningGen = 0

  const scheduleRefresh = (expiry: number) => {
    clearTimeout(refreshTimer)
    refreshTimer = setTimeout(() => void refresh(), msUntilPairingRefresh(expiry, Date.now()))
  }

  /**
   * No URI within RELAY_TIMEOUT_MS: the relay cannot be reached. The pairing is given up (its
   * connect rejects, and so does the wait for the client) and the view says so, rather than
   * 'Preparing a connection link...' for ever.
   */
  const armRelayTimer = (gen: number) => {
    uriShown = false
    clearTimeout(relayTimer)
    relayTimer = setTimeout(() => {
      if (gen !== generation || uriShown) return
      onRelayTimeout?.(new Error(RELAY_UNREACHABLE))
      void client?.then((loaded) => loaded.abandon()).catch(() => undefined)
    }, RELAY_TIMEOUT_MS)
  }

  const onUri = (uri: string) => {
    if (!pairing) return
    uriShown = true
    clearTimeout(relayTimer)
    const expiry = pairingExpiry(Date.now(), lifetimeMs)
    store.set(atoms.state, (s) => withPairingUri(s, uri, expiry))
    scheduleRefresh(expiry)
  }

  const getClient = () => {
    client ??= loadWalletConnectChunk()
      .then(({ createWalletConnectClient }) =>
        createWalletConnectClient({
          projectId: options.projectId ?? '',
          relayUrl: options.walletConnectRelayUrl,
          metadata: options.metadata ?? {
            name: ctx.window?.document.title ?? 'Dapp',
            description: '',
            url: ctx.window?.location.origin ?? '',
            icons: [],
          },
          networks: store.get(ctx.atoms.networks),
          logLevel: options.debug ? 'debug' : 'error',
          onUri,
        }),
      )
      .catch((error: unknown) => {
        // A failed load (network, relay) may work on the next try.
        client = undefined
        throw error
      })
    return client
  }

  /** SPEC section 4: the pairing counts as expired 10 s before its end; a fresh URI replaces it. */
  const refresh = async () => {
    if (!pairing || !client) return
    store.set(atoms.state, (s) => ({ ...s, wcUri: undefined, wcPairingExpiry: undefined }))
    // The fresh URI goes through the relay too, which may have gone away since the last one.
    armRelayTimer(generation)
    ;(await client).refresh()
  }

  /** SPEC section 4 reset: URI, pairing expiry, linking, recent wallet and the stored deep link. */
  const reset = () => {
    clearTimeout(refreshTimer)
    clearTimeout(relayTimer)
    store.set(atoms.state, resetWalletConnectState)
    deepLinks.clear()
  }

  /**
   * Pairs with a wallet: a URI to scan or open, refreshed before it expires, until a wallet
   * approves (connected), refuses (wcError, with a retry) or the user leaves (cancelled: a newer
   * generation exists).
   */
  const pair = async (wallet: WalletRecord | undefined, gen: number) => {
    if (gen !== generation) return
    // The universal provider holds one session: a new pairing first ends the one already live,
    // and with it the namespaces it connected (SPEC section 4 Disconnect).
    const live = Object.entries(store.get(ctx.atoms.connections)).find(([, connection]) => connection?.connector.type === 'WALLET_CONNECT')?.[0]
    if (live && isChainNamespace(live)) await deps.connection.disconnect(live)
    if (gen !== generation) return
    pairing = true
    store.set(atoms.state, (s) => ({ ...resetWalletConnectState(s), wcError: false, wcRelayUnreachable: false, recentWallet: wallet }))
    const relayDeadline = new Promise<never>((_, reject) => {
      onRelayTimeout = reject
    })
    relayDeadline.catch(() => undefined)
    armRelayTimer(gen)
    const network = store.get(ctx.atoms.network)
    await deps.connection.connectWith(network?.chainNamespace ?? 'eip155', async () => {
      const loaded = await Promise.race([getClient(), relayDeadline])
      if (gen !== generation) throw new Error(CANCELLED)
      return loaded.pairingConnector(network)
    })
    pairing = false
    clearTimeout(refreshTimer)
    clearTimeout(relayTimer)
    const connected = store.get(ctx.atoms.activeConnector)?.id === CONNECTOR_IDS.WALLET_CONNECT && store.get(ctx.atoms.account).status === 'connected'
    if (connected) {
      // The session's other namespaces (a wallet may grant eip155 and bip122 at once) connect too.
      const loaded = await getClient()
      for (const { connector, accounts, chainId } of loaded.sessionConnections(store.get(ctx.atoms.activeNamespace) ?? 'eip155')) {
        if (accounts[0]) deps.connection.addSessionConnection(connector, accounts[0], chainId)
      }
      // The catalogue wallet becomes the recent wallet (the Connect view shows it as Recent).
      replaceRecentWallet(ctx.storage, CONNECTOR_IDS.WALLET_CONNECT, wallet)
      store.set(atoms.state, (s) => ({ ...s, wcUri: undefined, wcPairingExpiry: undefined }))
    } else if (gen !== generation) {
      reset()
    } else {
      const shown = uriShown
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
      void client?.then((loaded) => loaded.cancel()).catch(() => undefined)
    },

    /**
     * Opens a wallet's link with the URI; the link is remembered and rests 5 s (buffering). A link
     * that is not a wallet link (see walletLink) is never opened nor remembered.
     */
    openLink(wallet: WalletRecord, link: WalletLink) {
      if (!isWalletLink(link.href) || !isOpenableWalletLink(link.redirect)) {
        ctx.log.warn(`refused to open a link of ${wallet.name} that is not a wallet link`)
        return
      }
      const linking = { name: wallet.name, href: link.href }
      store.set(atoms.state, (s) => ({ ...s, wcLinking: linking, buffering: true }))
      deepLinks.save(linking)
      clearTimeout(bufferingTimer)
      bufferingTimer = setTimeout(() => store.set(atoms.state, (s) => ({ ...s, buffering: false })), WALLETCONNECT_BUFFERING_MS)
      ctx.window?.open(link.redirect, link.kind === 'web' ? '_blank' : '_self', 'noopener,noreferrer')
    },

    reset,

    /** The stored session's connector for `namespace` (see registerWalletConnectRestore). */
    async restore(namespace: ChainNamespace) {
      const loaded = await getClient()
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

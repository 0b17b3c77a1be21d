import { CONNECTOR_IDS, type ChainNamespace, type Connector, type WalletRecord } from '@portico/contracts'
import { resetWalletConnectState, withPairingError } from '../connectors/walletConnect/connectionState'
import { createDeepLinkStorage } from '../connectors/walletConnect/deepLinkStorage'
import { RELAY_TIMEOUT_MS } from '../connectors/walletConnect/relayTimeout'
import { createWalletConnectAtoms, type WalletConnectAtoms } from '../connectors/walletConnect/walletConnectAtoms'
import type { WalletLink } from '../connectors/walletConnect/walletLinks'
import type { ShellContext } from '../core/shellContext'
import { replaceRecentWallet } from '../persistence/recentWallets'
import type { ConnectionActions } from './connectionActions'
import { connectSessionNamespaces } from './connectSessionNamespaces'
import { endLiveSession } from './endLiveSession'
import { pairingOutcome } from './pairingOutcome'
import { createPairingRunner } from './pairingRunner'
import { createPairingUri } from './pairingUri'
import { createRelayDeadline } from './relayDeadline'
import { createWalletConnectClientLoader } from './walletConnectClientLoader'
import { createWalletLinkOpener } from './walletLinkOpener'
import { followWalletConnectResets } from './walletConnectResets'

const CANCELLED = 'Connection cancelled'

/** WalletConnect as the views drive it. */
export interface WalletConnectActions {
  atoms: WalletConnectAtoms
  /**
   * Pairs with a wallet: a URI to scan or open, refreshed before it expires, until a wallet
   * approves (connected), refuses (wcError, with a retry) or the user leaves (cancel). The views
   * call it when they show; a pairing still wanted is kept.
   */
  connect: (wallet?: WalletRecord) => Promise<void>
  /** Leaves a pending pairing (the view closed or the user went back). */
  cancel: () => void
  /** Opens a wallet's link with the pairing URI (see createWalletLinkOpener). */
  openLink: (wallet: WalletRecord, link: WalletLink) => void
  /** SPEC section 4 reset: URI, pairing expiry, linking, recent wallet and the stored deep link. */
  reset: () => void
  /** The stored session's connector for `namespace` (see registerWalletConnectRestore). */
  restore: (namespace: ChainNamespace) => Promise<Connector | undefined>
}

/**
 * WalletConnect in the shell: pairing through a QR code or a wallet link, the 4-minute URI
 * lifetime with a fresh URI before expiry, the reset rules and the restore of a stored session
 * (SPEC sections 3 and 4). The connection itself goes through the generic `connectWith`. Part of
 * the intent chunk: registerWalletConnectRestore is what of it page load holds.
 */
export function createWalletConnectActions(ctx: ShellContext, deps: { connection: ConnectionActions }): WalletConnectActions {
  const { store, options } = ctx
  const atoms = createWalletConnectAtoms(ctx.atoms.connectionStatus, ctx.atoms.network)
  const deepLinks = createDeepLinkStorage(ctx.localStorage)
  const runner = createPairingRunner()
  /** Whether the pairing waiting for a wallet (its URI on show or about to be) is still wanted; undefined when none waits. */
  let pairing: (() => boolean) | undefined

  const client = createWalletConnectClientLoader(ctx, (uri) => {
    if (!pairing) return
    relay.answered()
    pairingUri.show(uri)
  })
  const relay = createRelayDeadline(RELAY_TIMEOUT_MS, () => void client.current()?.then((loaded) => loaded.abandon()).catch(() => undefined))

  /** SPEC section 4: the pairing counts as expired 10 s before its end; a fresh URI replaces it. */
  const refresh = async () => {
    const loading = client.current()
    if (!pairing || !loading) return
    pairingUri.withdraw()
    relay.rearm(pairing)
    ;(await loading).refresh()
  }
  const pairingUri = createPairingUri(store, { state: atoms.state, lifetimeMs: options.walletConnectPairingLifetimeMs, onExpiring: () => void refresh() })

  const reset = () => {
    pairingUri.stop()
    relay.clear()
    store.set(atoms.state, resetWalletConnectState)
    deepLinks.clear()
  }

  const pair = async (wallet: WalletRecord | undefined, gen: number) => {
    const wanted = () => runner.isCurrent(gen)
    if (!wanted()) return
    await endLiveSession(ctx, deps.connection)
    if (!wanted()) return
    pairing = wanted
    store.set(atoms.state, (s) => ({ ...resetWalletConnectState(s), wcError: false, wcRelayUnreachable: false, recentWallet: wallet }))
    const deadline = relay.start(wanted)
    const network = store.get(ctx.atoms.network)
    await deps.connection.connectWith(network?.chainNamespace ?? 'eip155', async () => {
      const loaded = await Promise.race([client.get(), deadline])
      if (!wanted()) throw new Error(CANCELLED)
      return loaded.pairingConnector(network)
    })
    pairing = undefined
    pairingUri.stop()
    relay.clear()
    const outcome = pairingOutcome(ctx, wanted())
    if (outcome === 'connected') {
      connectSessionNamespaces(await client.get(), store.get(ctx.atoms.activeNamespace) ?? 'eip155', deps.connection)
      // The catalogue wallet becomes the recent wallet (the Connect view shows it as Recent).
      replaceRecentWallet(ctx.storage, CONNECTOR_IDS.WALLET_CONNECT, wallet)
      pairingUri.withdraw()
    } else if (outcome === 'cancelled') reset()
    else store.set(atoms.state, (s) => withPairingError(s, { uriShown: relay.uriShown() }))
  }

  const actions: WalletConnectActions = {
    atoms,
    connect: (wallet) => runner.start((gen) => pair(wallet, gen)),
    cancel() {
      if (runner.cancel()) void client.current()?.then((loaded) => loaded.cancel()).catch(() => undefined)
    },
    openLink: createWalletLinkOpener(ctx, atoms, deepLinks),
    reset,
    async restore(namespace) {
      const loaded = await client.get()
      const network = store.get(ctx.atoms.network)
      return loaded.restoredConnector(namespace, network?.chainNamespace === namespace ? network : undefined)
    },
  }

  followWalletConnectResets(ctx, { reset, cancel: () => actions.cancel() })
  return actions
}

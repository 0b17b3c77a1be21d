import type { CaipNetwork, ChainNamespace, Connector } from '@portico/contracts'
// By name: the default export is broken under Node ESM (TOOLCHAIN.md), and tests load this file there.
import { UniversalProvider } from '@walletconnect/universal-provider'
import * as z from 'zod/mini'
import { createSessionConnector, currentSession, type SessionConnectorContext } from './createSessionConnector'
import { sessionNamespaces } from './sessionSchema'
import { createWalletConnectPairing } from './walletConnectPairing'

export interface WalletConnectClientOptions {
  projectId: string
  relayUrl: string
  metadata: { name: string; description: string; url: string; icons: string[] }
  networks: readonly CaipNetwork[]
  /** The universal provider's own log level. */
  logLevel: 'error' | 'debug'
  /** Each new pairing URI, to show as a QR code and in wallet links. */
  onUri: (uri: string) => void
}

export interface WalletConnectClient {
  /** A connector whose `connect()` pairs with a wallet through a fresh URI. */
  pairingConnector: (active: CaipNetwork | undefined) => Connector
  /**
   * The session kept from an earlier visit, for one namespace (on the preferred chain when the
   * session grants it), or undefined when there is none (or it grants nothing there).
   */
  restoredConnector: (namespace: ChainNamespace, preferred: CaipNetwork | undefined) => Connector | undefined
  /** The current session's other namespaces, each as its own connector with its account and chain. */
  sessionConnections: (except: ChainNamespace) => { connector: Connector; accounts: string[]; chainId: number | string }[]
  /** Replaces the URI of the pending pairing with a fresh one (the old one is about to expire). */
  refresh: () => void
  /** Gives up the pending pairing: its `connect()` rejects. */
  cancel: () => void
  /**
   * Gives up a pairing whose URI never came (the relay cannot be reached): its `connect()` rejects
   * and the client stops retrying the relay; the next pairing connects afresh.
   */
  abandon: () => void
  /** A pairing is waiting for a wallet. */
  isPairing: () => boolean
}

const uriSchema = z.string().check(z.startsWith('wc:'))

/** Each of the session's namespaces but one that grants an account, as its own connector. */
function otherConnections(context: SessionConnectorContext, except: ChainNamespace): ReturnType<WalletConnectClient['sessionConnections']> {
  const session = currentSession(context.provider)
  if (!session) return []
  return sessionNamespaces(session)
    .filter((namespace) => namespace !== except)
    .flatMap((namespace) => {
      const connector = createSessionConnector(context, namespace, undefined)
      try {
        return [{ connector, ...connector.adopt(session) }]
      } catch {
        return []
      }
    })
}

/**
 * WalletConnect over `@walletconnect/universal-provider`, for one createAppKit instance. Lives in
 * its own lazy chunk: nothing here loads until the user picks WalletConnect or a stored session is
 * restored. One provider serves pairing, the restored session and every request.
 */
export async function createWalletConnectClient(options: WalletConnectClientOptions): Promise<WalletConnectClient> {
  const provider = await UniversalProvider.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    metadata: options.metadata,
    logger: options.logLevel,
    // The dapp's analytics are the shell's business (features.analytics), not the SDK's.
    telemetryEnabled: false,
  })
  provider.on('display_uri', (uri: unknown) => {
    const parsed = uriSchema.safeParse(uri)
    if (parsed.success) options.onUri(parsed.data)
  })
  const pairing = createWalletConnectPairing(provider, options.networks)
  const context: SessionConnectorContext = { provider, pairing, networks: options.networks }

  return {
    pairingConnector: (active) => createSessionConnector(context, active?.chainNamespace ?? options.networks[0]?.chainNamespace ?? 'eip155', active?.caipNetworkId),
    restoredConnector: (namespace, preferred) => {
      const session = currentSession(provider)
      if (!session) return undefined
      const connector = createSessionConnector(context, namespace, preferred?.caipNetworkId)
      try {
        connector.adopt(session)
      } catch {
        return undefined
      }
      return connector
    },
    sessionConnections: (except) => otherConnections(context, except),
    refresh: pairing.refresh,
    cancel: pairing.cancel,
    abandon: () => {
      pairing.cancel()
      // The relayer otherwise keeps retrying (and its heartbeat reopens it) for as long as the page lives.
      provider.client.core.relayer.transportClose().catch(() => undefined)
    },
    isPairing: pairing.isPairing,
  }
}

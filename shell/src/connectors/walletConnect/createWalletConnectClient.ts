import { CONNECTOR_IDS, isImageUrl, ProviderErrorCodes, WALLETCONNECT_METHODS, type CaipNetwork, type ChainNamespace, type Connector, type ConnectorEvent } from '@portico/contracts'
// By name: the default export is broken under Node ESM (TOOLCHAIN.md), and tests load this file there.
import { UniversalProvider } from '@walletconnect/universal-provider'
import * as z from 'zod/mini'
import { sessionAddresses, sessionChain, sessionNamespaces, walletConnectSessionSchema, type WalletConnectSession } from './sessionSchema'
import { walletConnectNamespaces } from './walletConnectNamespaces'
import { toWalletRequestError, WalletRequestError } from '../walletRequestError'

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

// A wallet event as the universal provider passes it on: the CAIP chain says which namespace it is of.
const sessionEventSchema = z.object({
  params: z.object({ chainId: z.string(), event: z.object({ name: z.string(), data: z.unknown() }) }),
})
const chainIdSchema = z.union([z.number(), z.string()])
const accountsSchema = z.array(z.string())
const uriSchema = z.string().check(z.startsWith('wc:'))
const providerErrorSchema = z.object({ code: z.number() })
// JSON-RPC params are positional or named, or absent.
const requestParamsSchema = z.optional(z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]))

/** A connector bound to the session it was made from or pairs into. */
type SessionConnector = Connector & { adopt: (session: WalletConnectSession) => { accounts: string[]; chainId: number | string } }

/** `eip155:10` -> 10 (eip155 ids are numbers for the shell); other namespaces keep their text. */
const chainIdOf = (caipNetworkId: string): number | string => {
  const [namespace, reference = ''] = caipNetworkId.split(':')
  return namespace === 'eip155' ? Number(reference) : reference
}

/**
 * A wallet reports a chain as `10`, `"10"`, `"0xa"` or `eip155:10`; the shell wants the reference
 * (decimal for eip155, as the session's CAIP ids write it).
 */
const chainReference = (namespace: ChainNamespace, chainId: number | string) => {
  const reference = String(chainId).split(':').at(-1) ?? String(chainId)
  return namespace === 'eip155' && /^0x[0-9a-f]+$/i.test(reference) ? String(Number(reference)) : reference
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

  let pending: { resolve: (session: WalletConnectSession) => void; reject: (error: unknown) => void } | undefined
  let attempt = 0
  /** The network the pending pairing was started for; a refresh asks for the same. */
  let pairingNetwork: CaipNetwork | undefined

  /** One pairing attempt; a refresh starts another, and only the newest may fail the connect. */
  const startPairing = (active: CaipNetwork | undefined) => {
    const current = ++attempt
    provider.connect(walletConnectNamespaces(options.networks, active)).then(
      (session) => {
        const waiting = pending
        if (!waiting) return
        pending = undefined
        const parsed = walletConnectSessionSchema.safeParse(session)
        if (parsed.success) waiting.resolve(parsed.data)
        else waiting.reject(new Error('The wallet answered with an unreadable session'))
      },
      (error: unknown) => {
        if (current !== attempt || !pending) return
        const waiting = pending
        pending = undefined
        waiting.reject(error)
      },
    )
  }

  const currentSession = () => {
    const parsed = walletConnectSessionSchema.safeParse(provider.session)
    return parsed.success ? parsed.data : undefined
  }

  const connectorFor = (namespace: ChainNamespace, preferred: string | undefined): SessionConnector => {
    let chain: string | undefined
    // Subscribers, told of switches made here: a local switch raises no session event.
    const listeners = new Set<(event: ConnectorEvent) => void>()
    const switched = (caipNetworkId: string) => {
      chain = caipNetworkId
      for (const listener of listeners) listener({ type: 'chainChanged', chainId: chainIdOf(caipNetworkId) })
    }
    const adopt = (session: WalletConnectSession) => {
      chain = sessionChain(session, namespace, preferred)
      if (!chain) throw new Error(`The wallet granted no ${namespace} account`)
      provider.setDefaultChain(chain)
      connector.name = session.peer.metadata.name || 'WalletConnect'
      // The wallet's own metadata: only an http(s) image is shown.
      const icon = session.peer.metadata.icons.find(isImageUrl)
      if (icon) connector.imageUrl = icon
      return { accounts: sessionAddresses(session, chain), chainId: chainIdOf(chain) }
    }
    const connector: SessionConnector = {
      id: CONNECTOR_IDS.WALLET_CONNECT,
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: namespace,
      adopt,
      connect: async () => {
        const session = await new Promise<WalletConnectSession>((resolve, reject) => {
          pending?.reject(new Error('A newer pairing replaced this one'))
          pending = { resolve, reject }
          pairingNetwork = options.networks.find((n) => n.caipNetworkId === preferred)
          startPairing(pairingNetwork)
        })
        return adopt(session)
      },
      getAccounts: async () => {
        const session = currentSession()
        return session && chain ? sessionAddresses(session, chain) : []
      },
      getChainId: async () => {
        if (!chain) throw new Error('WalletConnect is not connected')
        return chainIdOf(chain)
      },
      /**
       * A chain the session already grants switches locally; another one is asked of the wallet
       * with wallet_switchEthereumChain, adding it first when the wallet does not know it (4902).
       */
      switchNetwork: async (network: CaipNetwork) => {
        if (network.chainNamespace !== namespace) return
        const session = currentSession()
        if (session && sessionAddresses(session, network.caipNetworkId).length > 0) {
          provider.setDefaultChain(network.caipNetworkId)
          return switched(network.caipNetworkId)
        }
        const chainId = `0x${Number(network.id).toString(16)}`
        try {
          await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] }, chain)
        } catch (error) {
          if (providerErrorSchema.safeParse(error).data?.code !== 4902) throw error
          await provider.request(
            {
              method: 'wallet_addEthereumChain',
              params: [{ chainId, chainName: network.name, nativeCurrency: network.nativeCurrency, rpcUrls: [...network.rpcUrls.default.http] }],
            },
            chain,
          )
        }
        switched(network.caipNetworkId)
      },
      // One session serves every namespace: ending it disconnects them all (SPEC section 4).
      disconnect: async () => {
        if (provider.session) await provider.disconnect()
      },
      request: async ({ method, params }: { method: string; params?: unknown }) => {
        // A wallet method the session does not grant would fail in the sign client with no code;
        // 4200 lets the dapp's fallbacks run (signAllTransactions asks once per transaction).
        // Not eip155: the universal provider answers some of its methods itself, granted or not.
        const granted = currentSession()?.namespaces[namespace]?.methods
        const asked: readonly string[] = WALLETCONNECT_METHODS[namespace]
        if (namespace !== 'eip155' && granted && asked.includes(method) && !granted.includes(method)) {
          throw new WalletRequestError(ProviderErrorCodes.UNSUPPORTED_METHOD, `${connector.name} does not support ${method}`)
        }
        try {
          return await provider.request({ method, params: requestParamsSchema.parse(params) }, chain)
        } catch (error) {
          throw toWalletRequestError(error)
        }
      },
      subscribe: (listener: (event: ConnectorEvent) => void) => {
        // One session serves every namespace: each connector takes only its namespace's events.
        const onSessionEvent = (payload: unknown) => {
          const parsed = sessionEventSchema.safeParse(payload)
          if (!parsed.success || !parsed.data.params.chainId.startsWith(`${namespace}:`)) return
          const { name, data } = parsed.data.params.event
          if (name === 'accountsChanged') {
            const accounts = accountsSchema.safeParse(data)
            if (accounts.success) listener({ type: 'accountsChanged', accounts: accounts.data.map((account) => account.split(':').at(-1) ?? account) })
          } else if (name === 'chainChanged') {
            const chainId = chainIdSchema.safeParse(data)
            if (!chainId.success) return
            chain = `${namespace}:${chainReference(namespace, chainId.data)}`
            listener({ type: 'chainChanged', chainId: chainIdOf(chain) })
          }
        }
        // The wallet ended the session (or the relay expired it).
        const onDisconnect = () => listener({ type: 'disconnect' })
        provider.on('session_event', onSessionEvent)
        provider.on('disconnect', onDisconnect)
        listeners.add(listener)
        return () => {
          listeners.delete(listener)
          provider.off('session_event', onSessionEvent)
          provider.off('disconnect', onDisconnect)
        }
      },
    }
    return connector
  }

  const cancel = () => {
    const waiting = pending
    pending = undefined
    attempt++
    waiting?.reject(new Error('Connection cancelled'))
  }

  return {
    pairingConnector: (active) => connectorFor(active?.chainNamespace ?? options.networks[0]?.chainNamespace ?? 'eip155', active?.caipNetworkId),
    restoredConnector: (namespace, preferred) => {
      const session = currentSession()
      if (!session) return undefined
      const connector = connectorFor(namespace, preferred?.caipNetworkId)
      try {
        connector.adopt(session)
      } catch {
        return undefined
      }
      return connector
    },
    sessionConnections: (except) => {
      const session = currentSession()
      if (!session) return []
      return sessionNamespaces(session)
        .filter((namespace) => namespace !== except)
        .flatMap((namespace) => {
          const connector = connectorFor(namespace, undefined)
          try {
            return [{ connector, ...connector.adopt(session) }]
          } catch {
            return []
          }
        })
    },
    refresh: () => {
      if (pending) startPairing(pairingNetwork)
    },
    cancel,
    abandon: () => {
      cancel()
      // The relayer otherwise keeps retrying (and its heartbeat reopens it) for as long as the page lives.
      provider.client.core.relayer.transportClose().catch(() => undefined)
    },
    isPairing: () => pending !== undefined,
  }
}

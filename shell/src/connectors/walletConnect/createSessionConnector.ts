import { CONNECTOR_IDS, isImageUrl, ProviderErrorCodes, WALLETCONNECT_METHODS, type CaipNetwork, type ChainNamespace, type Connector, type ConnectorEvent } from '@portico/contracts'
import type { WalletConnectProvider } from './walletConnectProvider'
import * as z from 'zod/mini'
import { sessionAddresses, sessionChain, walletConnectSessionSchema, type WalletConnectSession } from './sessionSchema'
import { subscribeToSession } from './subscribeToSession'
import { switchSessionNetwork } from './switchSessionNetwork'
import { chainIdOf } from './walletConnectChainId'
import type { WalletConnectPairing } from './walletConnectPairing'
import { toWalletRequestError, WalletRequestError } from '../walletRequestError'

// JSON-RPC params are positional or named, or absent.
const requestParamsSchema = z.optional(z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]))

/** A connector bound to the session it was made from or pairs into. */
export type SessionConnector = Connector & { adopt: (session: WalletConnectSession) => { accounts: string[]; chainId: number | string } }

export interface SessionConnectorContext {
  provider: WalletConnectProvider
  pairing: WalletConnectPairing
  networks: readonly CaipNetwork[]
}

/** The provider's session, when it reads as one. */
export function currentSession(provider: WalletConnectProvider): WalletConnectSession | undefined {
  const parsed = walletConnectSessionSchema.safeParse(provider.session)
  return parsed.success ? parsed.data : undefined
}

/**
 * A wallet method the session does not grant would fail in the sign client with no code; 4200
 * lets the dapp's fallbacks run (signAllTransactions asks once per transaction). Not eip155: the
 * universal provider answers some of its methods itself, granted or not.
 */
function refuseUngranted(provider: WalletConnectProvider, namespace: ChainNamespace, method: string, walletName: string): void {
  const granted = currentSession(provider)?.namespaces[namespace]?.methods
  const asked: readonly string[] = WALLETCONNECT_METHODS[namespace]
  if (namespace !== 'eip155' && granted && asked.includes(method) && !granted.includes(method)) {
    throw new WalletRequestError(ProviderErrorCodes.UNSUPPORTED_METHOD, `${walletName} does not support ${method}`)
  }
}

/**
 * One namespace of a WalletConnect session as a connector: one session serves every namespace,
 * each connector keeps its own chain (`preferred` when the session grants it) and takes only its
 * namespace's events.
 */
export function createSessionConnector({ provider, pairing, networks }: SessionConnectorContext, namespace: ChainNamespace, preferred: string | undefined): SessionConnector {
  let chain: string | undefined
  // Subscribers, told of switches made here: a local switch raises no session event.
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const switched = (caipNetworkId: string) => {
    chain = caipNetworkId
    for (const listener of listeners) listener({ type: 'chainChanged', chainId: chainIdOf(caipNetworkId) })
  }
  const connector: SessionConnector = {
    id: CONNECTOR_IDS.WALLET_CONNECT,
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: namespace,
    adopt: (session) => {
      chain = sessionChain(session, namespace, preferred)
      if (!chain) throw new Error(`The wallet granted no ${namespace} account`)
      provider.setDefaultChain(chain)
      connector.name = session.peer.metadata.name || 'WalletConnect'
      // The wallet's own metadata: only an http(s) image is shown.
      const icon = session.peer.metadata.icons.find(isImageUrl)
      if (icon) connector.imageUrl = icon
      return { accounts: sessionAddresses(session, chain), chainId: chainIdOf(chain) }
    },
    connect: async () => connector.adopt(await pairing.pair(networks.find((n) => n.caipNetworkId === preferred))),
    getAccounts: async () => {
      const session = currentSession(provider)
      return session && chain ? sessionAddresses(session, chain) : []
    },
    getChainId: async () => {
      if (!chain) throw new Error('WalletConnect is not connected')
      return chainIdOf(chain)
    },
    switchNetwork: async (network: CaipNetwork) => {
      if (network.chainNamespace !== namespace) return
      await switchSessionNetwork(provider, currentSession(provider), network, chain)
      switched(network.caipNetworkId)
    },
    // One session serves every namespace: ending it disconnects them all (SPEC section 4).
    disconnect: async () => {
      if (provider.session) await provider.disconnect()
    },
    request: async ({ method, params }: { method: string; params?: unknown }) => {
      refuseUngranted(provider, namespace, method, connector.name)
      try {
        return await provider.request({ method, params: requestParamsSchema.parse(params) }, chain)
      } catch (error) {
        throw toWalletRequestError(error)
      }
    },
    subscribe: (listener: (event: ConnectorEvent) => void) => {
      const unsubscribe = subscribeToSession(provider, namespace, (caipNetworkId) => {
        chain = caipNetworkId
        listener({ type: 'chainChanged', chainId: chainIdOf(caipNetworkId) })
      }, listener)
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        unsubscribe()
      }
    },
  }
  return connector
}

import type { ChainNamespace, ConnectorEvent } from '@portico/contracts'
import type { WalletConnectProvider } from './walletConnectProvider'
import * as z from 'zod/mini'
import { chainReference } from './walletConnectChainId'

// A wallet event as the universal provider passes it on: the CAIP chain says which namespace it is of.
const sessionEventSchema = z.object({
  params: z.object({ chainId: z.string(), event: z.object({ name: z.string(), data: z.unknown() }) }),
})
const chainIdSchema = z.union([z.number(), z.string()])
const accountsSchema = z.array(z.string())

/**
 * Passes the shared session's events of one namespace on as connector events: accounts (without
 * their CAIP prefix), chain changes (as `<namespace>:<reference>`, given to `onChain` first) and the
 * session's end (the wallet ended it, or the relay expired it). Returns the unsubscribe.
 */
export function subscribeToSession(
  provider: WalletConnectProvider,
  namespace: ChainNamespace,
  onChain: (caipNetworkId: string) => void,
  listener: (event: ConnectorEvent) => void,
): () => void {
  const onSessionEvent = (payload: unknown) => {
    const parsed = sessionEventSchema.safeParse(payload)
    if (!parsed.success || !parsed.data.params.chainId.startsWith(`${namespace}:`)) return
    const { name, data } = parsed.data.params.event
    if (name === 'accountsChanged') {
      const accounts = accountsSchema.safeParse(data)
      if (accounts.success) listener({ type: 'accountsChanged', accounts: accounts.data.map((account) => account.split(':').at(-1) ?? account) })
    } else if (name === 'chainChanged') {
      const chainId = chainIdSchema.safeParse(data)
      if (chainId.success) onChain(`${namespace}:${chainReference(namespace, chainId.data)}`)
    }
  }
  const onDisconnect = () => listener({ type: 'disconnect' })
  provider.on('session_event', onSessionEvent)
  provider.on('disconnect', onDisconnect)
  return () => {
    provider.off('session_event', onSessionEvent)
    provider.off('disconnect', onDisconnect)
  }
}

import type { Connector, ConnectorEvent } from '@portico/contracts'

type WalletProviderEvent = 'accountsChanged' | 'chainChanged' | 'disconnect'
type Listener = (payload: unknown) => void

/**
 * The connected wallet as an EIP-1193 provider (`request`, `on`, `removeListener`), whatever
 * connector reached it (EIP-6963, WalletConnect, Wallet Standard): what ethers' BrowserProvider,
 * viem's `custom` transport or a dapp's own calls take, as AppKit's `useAppKitProvider` gives.
 */
export interface WalletProvider {
  request: (args: { method: string; params?: unknown }) => Promise<unknown>
  on: (event: WalletProviderEvent, listener: Listener) => WalletProvider
  removeListener: (event: WalletProviderEvent, listener: Listener) => WalletProvider
}

// One provider per connector, so a dapp (or React) sees the same object until the wallet changes.
const providers = new WeakMap<Connector, WalletProvider>()

/** EIP-1193 event payloads: accounts, a 0x chain id (eip155) or the chain reference, an error. */
function payloadOf(event: ConnectorEvent, namespace: Connector['chain']): unknown {
  if (event.type === 'accountsChanged') return event.accounts
  if (event.type === 'chainChanged') return namespace === 'eip155' ? `0x${Number(event.chainId).toString(16)}` : event.chainId
  return { code: 4900, message: 'The wallet disconnected' }
}

/** @example new BrowserProvider(walletProviderOf(connector)) */
export function walletProviderOf(connector: Connector): WalletProvider {
  const known = providers.get(connector)
  if (known) return known
  const subscriptions = new Map<Listener, { event: WalletProviderEvent; unsubscribe: () => void }[]>()
  const provider: WalletProvider = {
    request: (args) => connector.request(args),
    on(event, listener) {
      const unsubscribe = connector.subscribe((e) => {
        if (e.type === event) listener(payloadOf(e, connector.chain))
      })
      subscriptions.set(listener, [...(subscriptions.get(listener) ?? []), { event, unsubscribe }])
      return provider
    },
    removeListener(event, listener) {
      const entries = subscriptions.get(listener) ?? []
      for (const entry of entries) if (entry.event === event) entry.unsubscribe()
      subscriptions.set(listener, entries.filter((entry) => entry.event !== event))
      return provider
    },
  }
  providers.set(connector, provider)
  return provider
}

import type { ChainNamespace, Connector, ConnectorEvent } from '@portico/contracts'

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

/**
 * What an adapter entry (`/solana`, `/bitcoin`) adds to its namespace's provider: AppKit's
 * methods (`signMessage`, `sendTransfer`, ...) over `request`, with the dapp's own types.
 */
export type WalletProviderExtension = (provider: WalletProvider, connector: Connector) => object

const extensions: Partial<Record<ChainNamespace, WalletProviderExtension>> = {}

/** Called by an adapter's constructor: providers made from then on carry its methods. */
export const extendWalletProviders = (namespace: ChainNamespace, extension: WalletProviderExtension) => {
  extensions[namespace] = extension
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
  const listeners: Record<WalletProviderEvent, Set<Listener>> = { accountsChanged: new Set(), chainChanged: new Set(), disconnect: new Set() }
  // One subscription to the connector while anyone listens, fanned out: a dapp's many hooks never
  // pile listeners onto a shared WalletConnect provider.
  let unsubscribe: (() => void) | undefined
  const listening = () => Object.values(listeners).some((set) => set.size > 0)
  const provider: WalletProvider = {
    request: (args) => connector.request(args),
    on(event, listener) {
      listeners[event].add(listener)
      unsubscribe ??= connector.subscribe((e) => {
        for (const each of [...listeners[e.type]]) each(payloadOf(e, connector.chain))
      })
      return provider
    },
    removeListener(event, listener) {
      listeners[event].delete(listener)
      if (!listening()) {
        unsubscribe?.()
        unsubscribe = undefined
      }
      return provider
    },
  }
  Object.assign(provider, extensions[connector.chain]?.(provider, connector))
  providers.set(connector, provider)
  return provider
}

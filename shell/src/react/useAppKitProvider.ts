import type { ChainNamespace } from '@portico/contracts'
import { walletProviderOf, type WalletProvider } from '../connection/walletProvider'
import { NO_CONNECTIONS } from './hookFallbacks'
import { useAppKitInstance } from './useAppKitInstance'
import { useShellAtom } from './useShellAtom'

/** What `useAppKitProvider<T>` returns, as AppKit's. */
export interface UseAppKitProviderReturnType<T> {
  walletProvider: T
  walletProviderType: string | undefined
}

/**
 * A namespace's connected wallet as an EIP-1193 provider, as AppKit's `useAppKitProvider`.
 *
 * @example const { walletProvider } = useAppKitProvider('eip155'); new BrowserProvider(walletProvider)
 */
export function useAppKitProvider<T = WalletProvider>(namespace: ChainNamespace): UseAppKitProviderReturnType<T> {
  const connection = useShellAtom(useAppKitInstance(), (atoms) => atoms.connections, NO_CONNECTIONS)[namespace]
  // AppKit's type parameter and AppKit's typing: the dapp names the provider type it uses (ethers'
  // Eip1193Provider, a Solana Provider) and reads it as T; it is undefined until a wallet connects,
  // which AppKit's own examples check with `isConnected` before using it.
  return { walletProvider: (connection ? walletProviderOf(connection.connector) : undefined) as T, walletProviderType: connection?.connector.type }
}

import type { ChainNamespace } from '@portico/contracts'
import { useAppKitInstance } from './useAppKitInstance'

/** What `useDisconnect` returns. */
export interface UseDisconnectReturnType {
  disconnect(options?: { namespace?: ChainNamespace }): Promise<void>
}

/**
 * Disconnect, as AppKit's `useDisconnect`: one namespace (and its session's others), or all.
 * @example const { disconnect } = useDisconnect(); await disconnect({ namespace: 'solana' })
 */
export function useDisconnect(): UseDisconnectReturnType {
  const appKit = useAppKitInstance()
  return { disconnect: (options?: { namespace?: ChainNamespace }) => appKit?.disconnect(options?.namespace) ?? Promise.resolve() }
}

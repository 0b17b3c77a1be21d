import type { CaipNetwork } from '@portico/contracts'
import { useAppKitInstance } from './useAppKitInstance'
import { useShellAtom } from './useShellAtom'

/** What `useAppKitNetworkCore` returns: the active network's ids. */
export interface UseAppKitNetworkCoreReturnType {
  chainId: CaipNetwork['id'] | undefined
  caipNetworkId: CaipNetwork['caipNetworkId'] | undefined
}

/**
 * The active network's ids only, as AppKit's `useAppKitNetworkCore`.
 * @example const { caipNetworkId } = useAppKitNetworkCore()
 */
export function useAppKitNetworkCore(): UseAppKitNetworkCoreReturnType {
  const network = useShellAtom<CaipNetwork | undefined>(useAppKitInstance(), (atoms) => atoms.network, undefined)
  return { chainId: network?.id, caipNetworkId: network?.caipNetworkId }
}

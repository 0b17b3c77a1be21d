import type { CaipNetwork } from '@portico/contracts'
import { useAppKitInstance } from './useAppKitInstance'
import { useShellAtom } from './useShellAtom'

/** What `useAppKitNetwork` returns, as AppKit's. */
export interface UseAppKitNetworkReturnType {
  caipNetwork: CaipNetwork | undefined
  caipNetworkId: CaipNetwork['caipNetworkId'] | undefined
  /** The network's id: a number on eip155 (ethers' BrowserProvider expects one). */
  chainId: CaipNetwork['id'] | undefined
  switchNetwork(target: CaipNetwork): Promise<void>
}

/**
 * The active network and the switch, as AppKit's `useAppKitNetwork`.
 * @example const { chainId, switchNetwork } = useAppKitNetwork(); await switchNetwork(base)
 */
export function useAppKitNetwork(): UseAppKitNetworkReturnType {
  const appKit = useAppKitInstance()
  const network = useShellAtom<CaipNetwork | undefined>(appKit, (atoms) => atoms.network, undefined)
  return {
    caipNetwork: network,
    caipNetworkId: network?.caipNetworkId,
    chainId: network?.id,
    switchNetwork: (target: CaipNetwork) => appKit?.switchNetwork(target) ?? Promise.resolve(),
  }
}

import type { CaipNetwork } from '@portico/contracts'
import { CLOSED_MODAL } from './hookFallbacks'
import { useAppKitInstance } from './useAppKitInstance'
import { useShellAtom } from './useShellAtom'

/** What `useAppKitState` returns, as AppKit's. */
export interface UseAppKitStateReturnType {
  open: boolean
  loading: boolean
  selectedNetworkId: CaipNetwork['caipNetworkId'] | undefined
  activeChain: CaipNetwork['chainNamespace'] | undefined
  initialized: boolean
}

/**
 * Modal state, as AppKit's `useAppKitState`.
 * @example const { open, selectedNetworkId } = useAppKitState()
 */
export function useAppKitState(): UseAppKitStateReturnType {
  const appKit = useAppKitInstance()
  const modal = useShellAtom(appKit, (atoms) => atoms.modal, CLOSED_MODAL)
  const network = useShellAtom<CaipNetwork | undefined>(appKit, (atoms) => atoms.network, undefined)
  return { open: modal.open, loading: modal.loading, selectedNetworkId: network?.caipNetworkId, activeChain: network?.chainNamespace, initialized: appKit !== undefined }
}

import { DISCONNECTED_ACCOUNT, type AccountState } from '@portico/contracts'
import { useAppKitInstance } from './useAppKitInstance'
import { useShellAtom } from './useShellAtom'

/** What `useWalletInfo` returns, as AppKit's. */
export interface UseWalletInfoReturnType {
  walletInfo: AccountState['connectedWalletInfo']
}

/**
 * The connected wallet's name and icon, as AppKit's `useWalletInfo`.
 * @example const { walletInfo } = useWalletInfo(); walletInfo?.name
 */
export function useWalletInfo(): UseWalletInfoReturnType {
  const account = useShellAtom(useAppKitInstance(), (atoms) => atoms.account, DISCONNECTED_ACCOUNT)
  return { walletInfo: account.connectedWalletInfo }
}

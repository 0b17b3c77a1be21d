import { DISCONNECTED_ACCOUNT, type AccountState, type ChainNamespace } from '@portico/contracts'
import { namespaceAccount } from '../connection/namespaceAccount'
import { ALL_DISCONNECTED, NO_CONNECTIONS } from './hookFallbacks'
import { useAppKitInstance } from './useAppKitInstance'
import { useEmbeddedWalletInfo, type EmbeddedWalletInfo } from './useEmbeddedWalletInfo'
import { useShellAtom } from './useShellAtom'

/** What `useAppKitAccount` returns, as AppKit's. */
export interface UseAppKitAccountReturnType {
  allAccounts: NonNullable<AccountState['allAccounts']>
  address: AccountState['address']
  caipAddress: AccountState['caipAddress']
  isConnected: boolean
  status: AccountState['status']
  balance: AccountState['balance']
  balanceSymbol: AccountState['balanceSymbol']
  embeddedWalletInfo: EmbeddedWalletInfo | undefined
}

/**
 * The connected account, as AppKit's `useAppKitAccount`: the active namespace's, or the one asked for.
 * @example const { address, isConnected } = useAppKitAccount({ namespace: 'solana' })
 */
export function useAppKitAccount(options?: { namespace?: ChainNamespace }): UseAppKitAccountReturnType {
  const appKit = useAppKitInstance()
  const account = namespaceAccount(
    {
      account: useShellAtom(appKit, (atoms) => atoms.account, DISCONNECTED_ACCOUNT),
      activeNamespace: useShellAtom<ChainNamespace | undefined>(appKit, (atoms) => atoms.activeNamespace, undefined),
      connections: useShellAtom(appKit, (atoms) => atoms.connections, NO_CONNECTIONS),
      connectionStatus: useShellAtom(appKit, (atoms) => atoms.connectionStatus, ALL_DISCONNECTED),
    },
    options?.namespace,
  )
  const embeddedWalletInfo = useEmbeddedWalletInfo(appKit, account)
  return {
    allAccounts: account.allAccounts ?? [],
    address: account.address,
    caipAddress: account.caipAddress,
    isConnected: account.status === 'connected',
    status: account.status,
    balance: account.balance,
    balanceSymbol: account.balanceSymbol,
    embeddedWalletInfo,
  }
}

import type { AccountState, SocialProvider } from '@portico/contracts'
import type { AppKit } from '../appKit'
import { useShellAtom } from './useShellAtom'
import { useStoreAtom } from './useStoreAtom'
import { loadedShellCore } from '../core/shellCoreOf'

/** AppKit's `embeddedWalletInfo`: who signed in to the embedded wallet and how; undefined for other wallets. */
export interface EmbeddedWalletInfo {
  user: { email?: string; username?: string }
  authProvider: SocialProvider | 'email'
  accountType: AccountState['preferredAccountType']
  isSmartAccountDeployed: boolean
}

/** The embedded wallet's sign-in for `useAppKitAccount`, while the account is the embedded wallet's. */
export function useEmbeddedWalletInfo(appKit: AppKit | undefined, account: AccountState): EmbeddedWalletInfo | undefined {
  // The embedded wallet's atoms exist only when email or socials are on, and once the core has
  // loaded; until then nobody can be signed in to it (the connector atom re-renders this).
  const core = appKit ? loadedShellCore(appKit) : undefined
  const embedded = core?.embeddedWallet
  const email = useStoreAtom(core?.store, embedded?.auth.email, undefined)
  const username = useStoreAtom(core?.store, embedded?.socialUsername, undefined)
  const provider = useStoreAtom(core?.store, embedded?.socialProvider, undefined)
  const connectorType = useShellAtom(appKit, (atoms) => atoms.activeConnector, undefined)?.type
  if (connectorType !== 'AUTH' || account.status !== 'connected') return undefined
  return {
    user: { ...(email ? { email } : {}), ...(username ? { username } : {}) },
    authProvider: provider ?? 'email',
    accountType: account.preferredAccountType,
    isSmartAccountDeployed: Boolean(account.smartAccountDeployed),
  }
}

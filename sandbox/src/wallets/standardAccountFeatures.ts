import type { WalletAccount } from '@wallet-standard/base'
import type { SiteApproval } from './siteApproval'

type ChangeListener = (properties: { accounts: readonly WalletAccount[] }) => void

/**
 * What every sandbox Wallet Standard wallet shares: its one account while approved,
 * `standard:disconnect` (forget the approval) and `standard:events` change notifications.
 */
export function createStandardAccountFeatures(approval: SiteApproval, account: WalletAccount) {
  const listeners = new Set<ChangeListener>()
  const accounts = () => (approval.isApproved() ? [account] : [])
  /** Tells the dapp the accounts changed (after a connect or a disconnect). */
  const changed = () => listeners.forEach((listener) => listener({ accounts: accounts() }))
  return {
    accounts,
    changed,
    features: {
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          approval.revoke()
          changed()
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(event: string, listener: ChangeListener) {
          if (event !== 'change') return () => undefined
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
    },
  } as const
}

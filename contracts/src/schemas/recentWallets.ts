import { RECENT_WALLETS_LIMIT } from '../constants/limits'
import { storedWalletRecordSchema, type WalletRecord } from './walletRecord'

/**
 * The stored recent wallets, read one by one (SPEC section 3): a record that fails
 * storedWalletRecordSchema (an invalid or hostile link, a missing id) is dropped and the others
 * kept, at most RECENT_WALLETS_LIMIT. The same check applies when they are written.
 * @example parseRecentWallets([{ id: 'a', name: 'A', mobile_link: 'javascript:alert(1)' }, { id: 'b', name: 'B' }]) // [{ id: 'b', name: 'B' }]
 */
export function parseRecentWallets(items: readonly unknown[]): WalletRecord[] {
  return items
    .flatMap((item) => {
      const parsed = storedWalletRecordSchema.safeParse(item)
      return parsed.success ? [parsed.data] : []
    })
    .slice(0, RECENT_WALLETS_LIMIT)
}

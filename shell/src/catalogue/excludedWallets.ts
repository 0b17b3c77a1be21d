import type { WalletRecord } from '@portico/contracts'

/** A wallet the catalogue lists must not show again: an installed one (SPEC section 3). */
export interface ExcludedWallet {
  rdns: string
  name: string
}

/**
 * Whether a catalogue record is an installed wallet, matched by rdns or by name (a catalogue
 * entry may lack the rdns its extension announces).
 * @example isExcluded({ id: 'x', name: 'MetaMask', rdns: 'io.metamask' }, [{ rdns: 'io.metamask', name: 'MetaMask' }]) // true
 */
export function isExcluded(record: WalletRecord, excluded: readonly ExcludedWallet[]): boolean {
  return excluded.some((wallet) => (record.rdns ? record.rdns === wallet.rdns : false) || record.name === wallet.name)
}

/** The records that are not installed wallets, in their order. */
export function withoutExcluded(records: readonly WalletRecord[], excluded: readonly ExcludedWallet[]): WalletRecord[] {
  return excluded.length === 0 ? [...records] : records.filter((record) => !isExcluded(record, excluded))
}

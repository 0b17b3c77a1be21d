import type { WalletRecord } from '@portico/contracts'
import type { CatalogueSearch } from '../../../catalogue/catalogueAtoms'

/** The catalogue record of a wallet id among every list loaded so far. */
export function findCatalogueWallet(
  id: string | undefined,
  lists: { featured: readonly WalletRecord[]; recommended: readonly WalletRecord[]; wallets: readonly WalletRecord[]; search: CatalogueSearch; recent: readonly WalletRecord[]; named?: readonly WalletRecord[] },
): WalletRecord | undefined {
  if (!id) return undefined
  return [...lists.featured, ...lists.recommended, ...lists.wallets, ...lists.search.results, ...lists.recent, ...(lists.named ?? [])].find((record) => record.id === id)
}

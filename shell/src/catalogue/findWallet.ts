import { getErrorMessage, SEARCH_ENTRIES, type WalletRecord } from '@portico/contracts'
import type { CatalogueScope } from './catalogueScope'

/**
 * One wallet's record, by catalogue id, else by its exact display name (a catalogue with other
 * ids than WalletGuide's): from the lists loaded, else asked for (one entry, or a search) and
 * kept in `named`. Undefined when the catalogue has no such wallet or cannot be reached.
 * @example await findWallet(scope, 'c57ca95b...', 'MetaMask')
 */
export async function findWallet(scope: Omit<CatalogueScope, 'images'>, id: string, name: string | undefined): Promise<WalletRecord | undefined> {
  const { store, atoms, api, options, log } = scope
  const loaded = [store.get(atoms.featured), store.get(atoms.recommended), store.get(atoms.wallets), store.get(atoms.search).results, store.get(atoms.named)].flat()
  const known = loaded.find((record) => record.id === id || (name !== undefined && record.name === name))
  if (known) return known
  try {
    const filters = { page: 1, chains: scope.chains(), exclude: options.excludeWalletIds }
    const byId = (await api.getWallets({ ...filters, entries: 1, include: [id] })).data.find((record) => record.id === id)
    const found = byId ?? (name ? (await api.getWallets({ ...filters, entries: SEARCH_ENTRIES, search: name })).data.find((record) => record.name === name) : undefined)
    if (found) store.set(atoms.named, (named) => [...named.filter((record) => record.id !== found.id), found])
    return found
  } catch (error) {
    log.warn('wallet lookup failed:', getErrorMessage(error))
    return undefined
  }
}

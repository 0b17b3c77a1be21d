import type { WalletRecord } from '@portico/contracts'
import { withoutExcluded } from '../../../catalogue/excludedWallets'
import type { AnnouncedWallet } from '../../../connectors/injected/announcedWallet'
import { catalogueEntry, installedEntry, type WalletEntry } from '../../components/walletEntry'

const excludedOf = (installed: readonly AnnouncedWallet[]) => installed.map(({ info }) => ({ rdns: info.rdns, name: info.name }))

function catalogueEntries(records: readonly WalletRecord[], installed: readonly AnnouncedWallet[]): WalletEntry[] {
  const seen = new Set<string>()
  return withoutExcluded(records, excludedOf(installed)).flatMap((record) => {
    if (seen.has(record.id)) return []
    seen.add(record.id)
    return [catalogueEntry(record)]
  })
}

/**
 * The AllWallets list: installed wallets first, then featured and the loaded pages, each wallet
 * once and the installed ones never again as catalogue entries.
 * @example allWalletsEntries({ installed, featured: [], wallets: page1 })
 */
export function allWalletsEntries(input: { installed: readonly AnnouncedWallet[]; featured: readonly WalletRecord[]; wallets: readonly WalletRecord[] }): WalletEntry[] {
  return [...input.installed.map((wallet) => installedEntry(wallet, 'Installed')), ...catalogueEntries([...input.featured, ...input.wallets], input.installed)]
}

/**
 * Search results: installed wallets whose name matches first (the catalogue search leaves them
 * out like every catalogue list), then the catalogue results.
 */
export function searchEntries(input: { installed: readonly AnnouncedWallet[]; results: readonly WalletRecord[]; query: string }): WalletEntry[] {
  const query = input.query.trim().toLowerCase()
  const matching = input.installed.filter(({ info }) => info.name.toLowerCase().includes(query))
  return [...matching.map((wallet) => installedEntry(wallet, 'Installed')), ...catalogueEntries(input.results, input.installed)]
}

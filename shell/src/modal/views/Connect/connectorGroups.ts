import { CONNECTOR_ORDER, type ConnectorGroup, type WalletRecord } from '@portico/contracts'
import { withoutExcluded } from '../../../catalogue/excludedWallets'
import type { AnnouncedWallet } from '../../../connectors/injected/announcedWallet'
import { catalogueEntry, installedEntry, type WalletEntry } from '../../components/walletEntry'

export interface ConnectorGroupsInput {
  /** Wallets announced by EIP-6963. */
  installed: readonly AnnouncedWallet[]
  /** Stored recent wallets, most recent first (2 kept). */
  recent: readonly WalletRecord[]
  featured: readonly WalletRecord[]
  recommended: readonly WalletRecord[]
  /** Every catalogue record loaded, to find a recent wallet that is not installed. */
  known: readonly WalletRecord[]
}

export interface ConnectorGroupEntries {
  group: ConnectorGroup
  entries: readonly WalletEntry[]
}

/**
 * The Connect view's wallets in the connector order of SPEC section 1 (walletConnect, recent,
 * injected, featured, custom, external, recommended), each wallet once: an installed wallet wins
 * over its catalogue entry (same rdns or name), an earlier group over a later one. Empty groups
 * are left out. WalletConnect, custom and external connectors have no entries yet (other issues).
 *
 * @example connectorGroups({ installed: [metaMask], recent: [], featured: [], recommended, known: recommended })
 */
export function connectorGroups(input: ConnectorGroupsInput): ConnectorGroupEntries[] {
  const excluded = input.installed.map(({ info }) => ({ rdns: info.rdns, name: info.name }))
  // Catalogue ids and rdns already shown.
  const listed = new Set<string>()
  const list = (record: WalletRecord) => {
    listed.add(record.id)
    if (record.rdns) listed.add(record.rdns)
  }
  const isListed = (record: WalletRecord) => listed.has(record.id) || (record.rdns ? listed.has(record.rdns) : false)

  const catalogueGroup = (records: readonly WalletRecord[]) =>
    withoutExcluded(records, excluded)
      .filter((record) => !isListed(record))
      .map((record) => {
        list(record)
        return catalogueEntry(record)
      })

  const recentEntry = (record: WalletRecord): WalletEntry | undefined => {
    const wallet = input.installed.find(({ info }) => info.rdns === record.id || info.rdns === record.rdns)
    if (wallet) {
      listed.add(wallet.info.rdns)
      return installedEntry(wallet, 'Recent')
    }
    // Connected before through an extension no longer here, or through WalletConnect.
    const known = input.known.find((candidate) => candidate.id === record.id || (candidate.rdns ? candidate.rdns === record.id : false))
    const found = known ?? (record.image_id ? record : undefined)
    if (!found || isListed(found)) return undefined
    list(found)
    return catalogueEntry(found, 'Recent')
  }

  const groups: Record<ConnectorGroup, () => WalletEntry[]> = {
    walletConnect: () => [],
    recent: () => input.recent.flatMap((record) => recentEntry(record) ?? []),
    injected: () =>
      input.installed
        .filter(({ info }) => !listed.has(info.rdns))
        .map((wallet) => {
          listed.add(wallet.info.rdns)
          return installedEntry(wallet, 'Installed')
        }),
    featured: () => catalogueGroup(input.featured),
    custom: () => [],
    external: () => [],
    recommended: () => catalogueGroup(input.recommended),
  }
  // Built in order: what an earlier group lists, a later one skips.
  return CONNECTOR_ORDER.map((group) => ({ group, entries: groups[group]() })).filter(({ entries }) => entries.length > 0)
}

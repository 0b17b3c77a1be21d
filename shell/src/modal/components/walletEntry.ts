import type { WalletRecord } from '@portico/contracts'
import type { AnnouncedWallet } from '../../connectors/injected/announcedWallet'

export type WalletTag = 'Recent' | 'Installed'

/**
 * One wallet a view offers: an installed (EIP-6963) wallet, connected through its provider, or a
 * catalogue wallet, reached through WalletConnect.
 */
export type WalletEntry =
  | { kind: 'installed'; id: string; name: string; icon: string; tag?: WalletTag }
  | { kind: 'catalogue'; id: string; name: string; imageId: string | undefined; tag?: WalletTag }

/** @example installedEntry(announced, 'Installed').id // 'io.metamask' */
export const installedEntry = ({ info }: AnnouncedWallet, tag?: WalletTag): WalletEntry => ({
  kind: 'installed',
  id: info.rdns,
  name: info.name,
  icon: info.icon,
  ...(tag ? { tag } : {}),
})

/** @example catalogueEntry(record).kind // 'catalogue' */
export const catalogueEntry = (record: WalletRecord, tag?: WalletTag): WalletEntry => ({
  kind: 'catalogue',
  id: record.id,
  name: record.name,
  imageId: record.image_id ?? undefined,
  ...(tag ? { tag } : {}),
})

/** A stable React key, unique across both kinds. */
export const walletEntryKey = (entry: WalletEntry) => `${entry.kind}:${entry.id}`

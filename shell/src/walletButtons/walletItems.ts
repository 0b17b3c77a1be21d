import { isChainNamespace, type ChainNamespace, type WalletRecord } from '@portico/contracts'
import { withoutExcluded, type ExcludedWallet } from '../catalogue/excludedWallets'
import type { AnnouncedWallet } from '../connectors/injected/announcedWallet'

/**
 * One wallet of a dapp's own connect UI, in AppKit headless's shape (`useAppKitWallets`): an
 * installed wallet (`isInjected`, id = its rdns), the WalletConnect entry (id `walletConnect`), or
 * a catalogue wallet (id = its catalogue id), reached through WalletConnect.
 */
export interface WalletItem {
  id: string
  name: string
  /** Its icon: the installed wallet's data URI or the catalogue image URL; '' when it has none. */
  imageUrl: string
  connectors: { id: string; rdns?: string; chain: ChainNamespace }[]
  walletInfo: {
    supportedChains?: readonly string[]
    supportedNamespaces?: ChainNamespace[]
    deepLink?: string
    installationLinks?: { desktopLink?: string }
    webappLink?: string
  }
  isInjected: boolean
  isRecent: boolean
}

export const WALLETCONNECT_ITEM_ID = 'walletConnect'

/** @example installedWalletItem(announced, false).connectors[0].rdns // 'io.metamask' */
export const installedWalletItem = ({ info }: AnnouncedWallet, isRecent: boolean): WalletItem => ({
  id: info.rdns,
  name: info.name,
  imageUrl: info.icon,
  connectors: [{ id: info.rdns, rdns: info.rdns, chain: 'eip155' }],
  walletInfo: { supportedNamespaces: ['eip155'] },
  isInjected: true,
  isRecent,
})

/** The plain WalletConnect entry: a QR code any WalletConnect wallet scans. */
export const walletConnectItem = (imageUrl: string): WalletItem => ({
  id: WALLETCONNECT_ITEM_ID,
  name: 'WalletConnect',
  imageUrl,
  connectors: [],
  walletInfo: {},
  isInjected: false,
  isRecent: false,
})

/** A catalogue wallet; `imageUrl` turns its image id into a URL. */
export function catalogueWalletItem(record: WalletRecord, imageUrl: (imageId: string) => string, isRecent: boolean): WalletItem {
  const namespaces = [...new Set((record.chains ?? []).map((chain) => chain.split(':')[0] ?? ''))].filter(isChainNamespace)
  return {
    id: record.id,
    name: record.name,
    imageUrl: record.image_id ? imageUrl(record.image_id) : '',
    connectors: [],
    walletInfo: {
      ...(record.chains ? { supportedChains: record.chains } : {}),
      supportedNamespaces: namespaces,
      ...(record.mobile_link ? { deepLink: record.mobile_link } : {}),
      ...(record.desktop_link ? { installationLinks: { desktopLink: record.desktop_link } } : {}),
      ...(record.webapp_link ? { webappLink: record.webapp_link } : {}),
    },
    isInjected: false,
    isRecent,
  }
}

export interface WalletLists {
  installed: readonly AnnouncedWallet[]
  featured: readonly WalletRecord[]
  recommended: readonly WalletRecord[]
  /** Catalogue ids and rdns of the recent wallets. */
  recentIds: ReadonlySet<string>
  imageUrl: (imageId: string) => string
  walletConnectImageUrl: string
}

const excludedBy = (installed: readonly AnnouncedWallet[]): ExcludedWallet[] => installed.map(({ info }) => ({ rdns: info.rdns, name: info.name }))

/**
 * The first list of a connect UI, as AppKit headless's `wallets`: installed wallets, the
 * WalletConnect entry, then featured and recommended catalogue wallets, each once; a catalogue
 * wallet that is installed shows only as installed.
 */
export function initialWalletItems(lists: WalletLists): WalletItem[] {
  const excluded = excludedBy(lists.installed)
  const seen = new Set<string>()
  const records = withoutExcluded([...lists.featured, ...lists.recommended], excluded).filter((record) => !seen.has(record.id) && seen.add(record.id))
  return [
    ...lists.installed.map((wallet) => installedWalletItem(wallet, lists.recentIds.has(wallet.info.rdns))),
    walletConnectItem(lists.walletConnectImageUrl),
    ...records.map((record) => catalogueWalletItem(record, lists.imageUrl, lists.recentIds.has(record.id))),
  ]
}

/** Catalogue wallets (a page list or search results) without the installed ones, as AppKit's `wcWallets`. */
export function catalogueWalletItems(records: readonly WalletRecord[], lists: Pick<WalletLists, 'installed' | 'recentIds' | 'imageUrl'>): WalletItem[] {
  return withoutExcluded(records, excludedBy(lists.installed)).map((record) => catalogueWalletItem(record, lists.imageUrl, lists.recentIds.has(record.id)))
}

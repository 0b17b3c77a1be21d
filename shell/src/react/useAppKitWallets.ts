import type { ChainNamespace, WalletRecord } from '@portico/contracts'
import { useCallback, useMemo, useState } from 'react'
import { EMPTY_SEARCH } from '../catalogue/catalogueAtoms'
import { INITIAL_WALLETCONNECT_STATE } from '../connectors/walletConnect/connectionState'
import type { AnnouncedWallet } from '../connectors/injected/announcedWallet'
import { WALLETCONNECT_ICON } from '../modal/views/ConnectingWalletConnect/walletConnectIcon'
import { readRecentWallets } from '../persistence/recentWallets'
import { catalogueWalletItems, initialWalletItems, type WalletItem } from '../walletButtons/walletItems'
import { connectWalletItem } from './connectWalletItem'
import { fetchCatalogueWallets, type FetchCatalogueWalletsParameters } from './fetchCatalogueWallets'
import { useAppKitInstance } from './useAppKitInstance'
import { useHeadlessWalletActions } from './useHeadlessWalletActions'
import { useShellAtom } from './useShellAtom'
import { useStoreAtom } from './useStoreAtom'

export type { WalletItem } from '../walletButtons/walletItems'

export interface UseAppKitWalletsReturn {
  /** Installed wallets, the WalletConnect entry, then featured and recommended catalogue wallets. */
  wallets: WalletItem[]
  /** Catalogue wallets: the pages loaded so far, or the results of the last search. */
  wcWallets: WalletItem[]
  isFetchingWallets: boolean
  /** A WalletConnect pairing was asked for and its URI is not there yet. */
  isFetchingWcUri: boolean
  /** The catalogue and WalletConnect code have loaded and installed wallets were asked to announce. */
  isInitialized: boolean
  /** The pairing URI to show as a QR code (or open in the wallet) while `connectingWallet` pairs. */
  wcUri: string | undefined
  connectingWallet: WalletItem | undefined
  /** The last catalogue page loaded (40 wallets a page). */
  page: number
  /** Catalogue wallets matching the dapp's networks and filters. */
  count: number
  /** Loads pages up to `page`, or searches for `query` (debounced; resolves with the results). */
  fetchWallets: (options?: FetchCatalogueWalletsParameters) => Promise<void>
  /**
   * Installed: its own prompt. Catalogue or WalletConnect entry: pairing, its URI in `wcUri`.
   * Resolves once connected. `namespace` is AppKit's parameter; installed wallets are eip155 ones.
   */
  connect: (wallet: WalletItem, namespace?: ChainNamespace) => Promise<void>
  /** Ends the pairing under way (the dapp closed its QR code). */
  resetWcUri: () => void
}

const NO_RECORDS: readonly WalletRecord[] = []
const NO_WALLETS: readonly AnnouncedWallet[] = []

/**
 * AppKit's headless `useAppKitWallets`, free: list, search and connect wallets in the dapp's own UI;
 * the modal's code never loads. The catalogue goes through the shell's client (its page size,
 * search cap, validation); mounting the hook counts as the first intent.
 * @example const { wallets, fetchWallets, connect, wcUri } = useAppKitWallets()
 */
export function useAppKitWallets(): UseAppKitWalletsReturn {
  const appKit = useAppKitInstance()
  const { core, actions } = useHeadlessWalletActions()
  const [isFetchingWallets, setFetching] = useState(false)
  const [connectingWallet, setConnectingWallet] = useState<WalletItem>()

  const store = core?.store
  const catalogueAtoms = actions?.catalogue.atoms
  const installed = useShellAtom(appKit, (atoms) => atoms.announcedWallets, NO_WALLETS)
  const featured = useStoreAtom(store, catalogueAtoms?.featured, NO_RECORDS)
  const recommended = useStoreAtom(store, catalogueAtoms?.recommended, NO_RECORDS)
  const pages = useStoreAtom(store, catalogueAtoms?.wallets, NO_RECORDS)
  const search = useStoreAtom(store, catalogueAtoms?.search, EMPTY_SEARCH)
  const page = useStoreAtom(store, catalogueAtoms?.page, 0)
  const count = useStoreAtom(store, catalogueAtoms?.count, 0)
  const pairing = useStoreAtom(store, actions?.walletConnect.atoms.state, INITIAL_WALLETCONNECT_STATE)

  const recentIds = useMemo(() => new Set(core && actions ? readRecentWallets(core.storage).map((record) => record.id) : []), [core, actions])
  const imageUrl = useCallback((imageId: string) => actions?.catalogue.imageUrl('walletImages', imageId) ?? '', [actions])
  const wallets = useMemo(
    () => (actions ? initialWalletItems({ installed, featured, recommended, recentIds, imageUrl, walletConnectImageUrl: WALLETCONNECT_ICON }) : []),
    [actions, installed, featured, recommended, recentIds, imageUrl],
  )
  const shownRecords = search.query ? search.results : pages
  const wcWallets = useMemo(() => catalogueWalletItems(shownRecords, { installed, recentIds, imageUrl }), [shownRecords, installed, recentIds, imageUrl])

  const fetchWallets = useCallback(
    async (options?: FetchCatalogueWalletsParameters) => {
      if (!core || !actions) return
      setFetching(true)
      await fetchCatalogueWallets(core.store, actions.catalogue, options).finally(() => setFetching(false))
    },
    [core, actions],
  )

  const connect = useCallback(
    async (wallet: WalletItem) => {
      if (!core || !actions) throw new Error('Wallets are not loaded yet (isInitialized)')
      setConnectingWallet(wallet)
      const records = [...featured, ...recommended, ...pages, ...search.results]
      await connectWalletItem({ ctx: core, connection: core.connection, walletConnect: actions.walletConnect, records, wallet }).finally(() => setConnectingWallet(undefined))
    },
    [core, actions, featured, recommended, pages, search.results],
  )

  const resetWcUri = useCallback(() => {
    actions?.walletConnect.cancel()
    actions?.walletConnect.reset()
    setConnectingWallet(undefined)
  }, [actions])

  return {
    wallets,
    wcWallets,
    isFetchingWallets,
    isFetchingWcUri: connectingWallet !== undefined && !connectingWallet.isInjected && !pairing.wcUri,
    isInitialized: actions !== undefined,
    wcUri: pairing.wcUri,
    connectingWallet,
    page,
    count,
    fetchWallets,
    connect,
    resetWcUri,
  }
}

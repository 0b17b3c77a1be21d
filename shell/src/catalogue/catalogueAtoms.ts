import type { WalletRecord } from '@portico/contracts'
import { WALLET_PAGE_SIZE } from '@portico/contracts'
import { atom, type Atom, type PrimitiveAtom } from 'jotai/vanilla'
import type { AnnouncedWallet } from '../connectors/injected/announcedWallet'
import type { ExcludedWallet } from './excludedWallets'
import { EMPTY_IMAGE_STORE, type ImageStore } from './imageStore'

/** Where one catalogue request stands; `failed` carries what to tell the user. */
export type CatalogueLoadState = { status: 'idle' } | { status: 'loading' } | { status: 'ready' } | { status: 'failed'; error: string }

export interface CatalogueSearch {
  /** The trimmed query; empty when not searching. */
  query: string
  results: readonly WalletRecord[]
  state: CatalogueLoadState
}

export const EMPTY_SEARCH: CatalogueSearch = { query: '', results: [], state: { status: 'idle' } }

/** The wallet catalogue's state (SPEC section 3). */
export interface CatalogueAtoms {
  featured: PrimitiveAtom<readonly WalletRecord[]>
  featuredState: PrimitiveAtom<CatalogueLoadState>
  recommended: PrimitiveAtom<readonly WalletRecord[]>
  recommendedState: PrimitiveAtom<CatalogueLoadState>
  /** Every page loaded so far, in order. */
  wallets: PrimitiveAtom<readonly WalletRecord[]>
  walletsState: PrimitiveAtom<CatalogueLoadState>
  /** The last page loaded; 0 before the first. */
  page: PrimitiveAtom<number>
  /** Wallets matching the dapp's filters across all pages, as the API counts them. */
  count: PrimitiveAtom<number>
  /** Set when a page brought no wallet not listed yet: the API's count is not believed past it. */
  exhausted: PrimitiveAtom<boolean>
  hasMorePages: Atom<boolean>
  search: PrimitiveAtom<CatalogueSearch>
  /** Wallets looked up one by one (a wallet button's, a headless connect's), so the views know them. */
  named: PrimitiveAtom<readonly WalletRecord[]>
  excluded: Atom<readonly ExcludedWallet[]>
  images: PrimitiveAtom<ImageStore>
}

/**
 * The wallet catalogue (SPEC section 3): featured, recommended, the wallets pages, search
 * results, count, page, the excluded (installed) wallets and the image store. Lists hold what
 * the API returned; views drop the excluded wallets, so a late EIP-6963 announcement still counts.
 */
export function createCatalogueAtoms(announcedWallets: Atom<readonly AnnouncedWallet[]>): CatalogueAtoms {
  const wallets = atom<readonly WalletRecord[]>([])
  const page = atom(0)
  const count = atom(0)
  const exhausted = atom(false)
  return {
    featured: atom<readonly WalletRecord[]>([]),
    featuredState: atom<CatalogueLoadState>({ status: 'idle' }),
    recommended: atom<readonly WalletRecord[]>([]),
    recommendedState: atom<CatalogueLoadState>({ status: 'idle' }),
    /** Every page loaded so far, in order. */
    wallets,
    walletsState: atom<CatalogueLoadState>({ status: 'idle' }),
    /** The last page loaded; 0 before the first. */
    page,
    /** Wallets matching the dapp's filters across all pages, as the API counts them. */
    count,
    /** Set when a page brought no wallet not listed yet: the API's count is not believed past it. */
    exhausted,
    hasMorePages: atom((get) => !get(exhausted) && (get(page) === 0 || get(page) * WALLET_PAGE_SIZE < get(count))),
    search: atom<CatalogueSearch>(EMPTY_SEARCH),
    /** Wallets looked up one by one (a wallet button's, a headless connect's), so the views know them. */
    named: atom<readonly WalletRecord[]>([]),
    excluded: atom<readonly ExcludedWallet[]>((get) => get(announcedWallets).map(({ info }) => ({ rdns: info.rdns, name: info.name }))),
    images: atom<ImageStore>(EMPTY_IMAGE_STORE),
  }
}

import type { Logger } from '@portico/contracts'
import type { ShellContext } from '../core/shellContext'
import type { AppKitOptions } from '../options/appKitOptionsSchema'
import type { CatalogueAtoms } from './catalogueAtoms'
import type { CatalogueImages } from './catalogueImages'
import type { GetWalletsParameters, WalletCatalogueApi } from './walletCatalogueApi'

/** What each catalogue request works with. */
export interface CatalogueScope {
  store: ShellContext['store']
  atoms: CatalogueAtoms
  api: Pick<WalletCatalogueApi, 'getWallets'>
  log: Logger
  images: Pick<CatalogueImages, 'preloadWalletImages'>
  /** The CAIP-2 ids of the dapp's networks: only wallets supporting one of them. */
  chains: () => string[]
  options: Pick<AppKitOptions, 'featuredWalletIds' | 'includeWalletIds' | 'excludeWalletIds'>
}

/**
 * The filters of the featured-free lists (recommended, pages): featured wallets have their own
 * group, so the other lists leave them out and none shows twice.
 * @example listFilters(scope) // { chains: ['eip155:1'], include: undefined, exclude: ['x1', 'featured1'] }
 */
export function listFilters({ chains, options }: Pick<CatalogueScope, 'chains' | 'options'>): Pick<GetWalletsParameters, 'chains' | 'include' | 'exclude'> {
  return { chains: chains(), include: options.includeWalletIds, exclude: [...(options.excludeWalletIds ?? []), ...(options.featuredWalletIds ?? [])] }
}

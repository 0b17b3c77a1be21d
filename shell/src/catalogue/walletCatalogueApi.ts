import { getWalletsResponseSchema, type GetWalletsResponse, type WalletRecord } from '@portico/contracts'
import type { ApiClient } from '../api/createApiClient'
import { imagePath, type ImageKind } from './imageKinds'

/** The query of `GET /getWallets` (SPEC section 7); projectId, st and sv come from the client. */
export interface GetWalletsParameters {
  page: number
  entries: number
  /** CAIP-2 ids of the dapp's networks: only wallets supporting one of them. */
  chains?: readonly string[]
  /** Only these wallet ids. */
  include?: readonly string[]
  /** Never these wallet ids. */
  exclude?: readonly string[]
  search?: string
  badge_type?: 'certified' | 'none'
}

const uniqueById = (records: readonly WalletRecord[]): WalletRecord[] => {
  const seen = new Set<string>()
  return records.filter((record) => !seen.has(record.id) && seen.add(record.id))
}

// An empty list or text means "no filter": it is left out rather than sent as `include=`.
const list = (values: readonly string[] | undefined) => (values?.length ? values : undefined)

/** The wallet-catalogue client of the wallet-kit provider API. */
export interface WalletCatalogueApi {
  /** One page of `GET /getWallets`: no more wallets than asked for, each once. */
  getWallets: (parameters: GetWalletsParameters) => Promise<GetWalletsResponse>
  /** The URL of an image of this API, with the common query (an `<img>` cannot send headers). */
  imageUrl: (kind: ImageKind, id: string) => string
}

/**
 * The wallet-catalogue client of the wallet-kit provider API, zod-validated.
 * @example
 * const catalogue = createWalletCatalogueApi(createApiClient({ baseUrl: 'https://api.web3modal.org', query: sdkQuery(projectId) }))
 * const { data, count } = await catalogue.getWallets({ page: 1, entries: 40 })
 */
export function createWalletCatalogueApi(client: ApiClient): WalletCatalogueApi {
  return {
    async getWallets(parameters) {
      const page = await client.get('/getWallets', getWalletsResponseSchema, {
        page: parameters.page,
        entries: parameters.entries,
        chains: list(parameters.chains),
        include: list(parameters.include),
        exclude: list(parameters.exclude),
        search: parameters.search || undefined,
        badge_type: parameters.badge_type,
      })
      // No more wallets than asked for, each once: a page of 10 000 or of one wallet repeated is
      // read as the page it should be.
      return { data: uniqueById(page.data).slice(0, parameters.entries), count: page.count }
    },
    imageUrl(kind, id) {
      return client.url(imagePath(kind, id))
    },
  }
}

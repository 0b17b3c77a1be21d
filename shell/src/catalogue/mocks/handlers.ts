import { queryCatalogue } from '@portico/contracts'
import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import { walletImageSvg } from './walletImageSvg'
import { generateWalletFixtures, type WalletFixture } from './walletFixtures'

export interface CatalogueMockOptions {
  /** Default the product's default, https://api.web3modal.org. */
  baseUrl?: string
  wallets?: readonly WalletFixture[]
  /** Answer time of `/getWallets`, so skeletons show as they would online. */
  delayMs?: number
  /** The first N `/getWallets` requests answer 503 (failure and Retry in the sandbox). */
  failures?: number
}

const listParam = (url: URL, name: string) => (url.searchParams.get(name) ?? '').split(',').filter(Boolean)

const positiveInt = (value: string | null) => {
  const number = Number(value)
  return Number.isInteger(number) && number > 0 ? number : undefined
}

/**
 * MSW handlers of the wallet-kit provider API's catalogue: `/getWallets` honours projectId, page,
 * entries, chains, include, exclude, search and badge_type as the real API does, and
 * `/getWalletImage/:id` serves a generated SVG.
 * @example setupWorker(...createCatalogueHandlers({ delayMs: 150 })).start()
 */
export function createCatalogueHandlers(options: CatalogueMockOptions = {}): HttpHandler[] {
  const baseUrl = (options.baseUrl ?? 'https://api.web3modal.org').replace(/\/$/, '')
  const wallets = options.wallets ?? generateWalletFixtures()
  const byImageId = new Map(wallets.map((wallet) => [wallet.image_id, wallet]))
  let failuresLeft = options.failures ?? 0

  return [
    http.get(`${baseUrl}/getWallets`, async ({ request }) => {
      const url = new URL(request.url)
      if (options.delayMs) await delay(options.delayMs)
      if (failuresLeft > 0) {
        failuresLeft -= 1
        return HttpResponse.json({ message: 'Service unavailable' }, { status: 503 })
      }
      if (!url.searchParams.get('projectId')) return HttpResponse.json({ message: 'projectId is required' }, { status: 400 })
      const page = positiveInt(url.searchParams.get('page'))
      const entries = positiveInt(url.searchParams.get('entries'))
      if (!page || !entries) return HttpResponse.json({ message: 'page and entries must be positive integers' }, { status: 400 })
      const { data, count } = queryCatalogue(wallets, {
        page,
        entries,
        chains: listParam(url, 'chains'),
        include: listParam(url, 'include'),
        exclude: listParam(url, 'exclude'),
        search: url.searchParams.get('search') ?? '',
        // AppKit sends `badge` with `names` and `rdns` for the installed wallets' records, `badge_type` elsewhere.
        badgeType: url.searchParams.get('badge_type') ?? url.searchParams.get('badge') ?? undefined,
        names: listParam(url, 'names'),
        rdns: listParam(url, 'rdns'),
      })
      // The badge is the server's to filter on; the real API sends records without it.
      return HttpResponse.json({ count, data: data.map(({ badge_type: _badge, ...record }) => record) })
    }),
    http.get(`${baseUrl}/getWalletImage/:imageId`, ({ params }) => {
      const wallet = byImageId.get(String(params.imageId))
      if (!wallet) return new HttpResponse(null, { status: 404 })
      return new HttpResponse(walletImageSvg(wallet.name, wallet.image_id), {
        headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
      })
    }),
  ]
}

/** The catalogue handlers with the default fixtures (680 wallets) at the default base URL. */
export const handlers: HttpHandler[] = createCatalogueHandlers()

import { COINBASE_ONRAMP_CHAINS, generateOnrampUrlRequestSchema, isEvmAddress, type GenerateOnrampUrlRequest, type OnrampBuyOptions, type OnrampBuyQuote } from '@portico/contracts'
import { http, HttpResponse, type HttpHandler } from 'msw'
import { ONRAMP_APP_ID_FIXTURE, ONRAMP_OPTIONS_FIXTURE, ONRAMP_PRICE_FIXTURE } from './onrampFixtures'

export interface OnrampMockOptions {
  /** Default the product's default, https://rpc.walletconnect.org. */
  baseUrl?: string
  /** The first N requests of each endpoint answer 503 (the error and fallback paths). */
  failures?: { url?: number; options?: number; quote?: number }
}

type Endpoint = keyof NonNullable<OnrampMockOptions['failures']>

/** The provider fee the quote mock charges: 1.5%, inside the providers' 1-2% range. */
const PROVIDER_FEE_RATE = 0.015
/** The network fee the quote mock charges per delivery network, in the payment currency. */
const NETWORK_FEES: Readonly<Record<string, number>> = { ethereum: 2.48, solana: 0.01 }
const DEFAULT_NETWORK_FEE = 0.12

/** A UUID-shaped random id, as the API's quote ids and session tokens; getRandomValues works on any origin, randomUUID only on secure ones. */
function randomId(): string {
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

const COUNTRY = /^[A-Za-z]{2}$/
const QUOTE_PARAMS = ['purchaseCurrency', 'purchaseNetwork', 'paymentAmount', 'paymentCurrency', 'paymentMethod', 'country'] as const

const badRequest = (message: string) => HttpResponse.json({ message }, { status: 400 })
const unavailable = () => HttpResponse.json({ message: 'Service unavailable' }, { status: 503 })

/** The JSON body checked with a schema: the parsed body, or the 400 the real API would answer. */
async function readBody<T>(request: Request, schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false; error: { issues: readonly { message: string; path: readonly PropertyKey[] }[] } } }) {
  let json: unknown
  try {
    json = await request.json()
  } catch {
    return { response: badRequest('The body must be JSON') }
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return { response: badRequest(`Invalid body: ${issue?.path.join('.') || 'body'}: ${issue?.message}`) }
  }
  return { body: parsed.data }
}

/** A Coinbase onramp page for the request, with its wallets and presets in the query as Coinbase's own URLs carry them. */
function coinbaseUrl(body: GenerateOnrampUrlRequest): string {
  const url = new URL('https://pay.coinbase.com/buy/select-asset')
  url.searchParams.set('appId', ONRAMP_APP_ID_FIXTURE)
  url.searchParams.set('sessionToken', randomId())
  url.searchParams.set('addresses', JSON.stringify(Object.fromEntries(body.destinationWallets.map((w) => [w.address, w.blockchains]))))
  const assets = [...new Set(body.destinationWallets.flatMap((w) => w.assets ?? []))]
  if (assets.length > 0) url.searchParams.set('assets', JSON.stringify(assets))
  url.searchParams.set('defaultNetwork', body.defaultNetwork)
  url.searchParams.set('defaultExperience', body.defaultExperience)
  url.searchParams.set('partnerUserId', body.partnerUserId)
  if (body.presetFiatAmount !== undefined) url.searchParams.set('presetFiatAmount', String(body.presetFiatAmount))
  if (body.presetCryptoAmount !== undefined) url.searchParams.set('presetCryptoAmount', String(body.presetCryptoAmount))
  return url.href
}

/** The options fixture in the hosted service's words (`limits`, camelCase networks). */
const HOSTED_OPTIONS: OnrampBuyOptions = {
  paymentCurrencies: ONRAMP_OPTIONS_FIXTURE.paymentCurrencies.map(({ id, payment_method_limits }) => ({ id, limits: payment_method_limits })),
  purchaseCurrencies: ONRAMP_OPTIONS_FIXTURE.purchaseCurrencies.map(({ networks, ...currency }) => ({
    ...currency,
    networks: networks.map((network) => ({ name: network.name, displayName: network.display_name, contractAddress: network.contract_address, chainId: network.chain_id })),
  })),
}

/** The quote query the hosted service reads (OnRampBuyQuotesParams). */
type QuoteQuery = { purchaseCurrency: string; purchaseNetwork: string; paymentAmount: string; paymentCurrency: string }

/** A quote for the query: a 1.5% provider fee and a network fee off the payment, the rest converted at the fixture price. */
function quoteFor(request: QuoteQuery): OnrampBuyQuote | string {
  const paymentCurrency = ONRAMP_OPTIONS_FIXTURE.paymentCurrencies.find((c) => c.id === request.paymentCurrency)
  if (!paymentCurrency) return `Unsupported payment currency ${request.paymentCurrency}`
  const price = ONRAMP_PRICE_FIXTURE[request.purchaseCurrency]
  if (price === undefined) return `Unsupported purchase currency ${request.purchaseCurrency}`
  const card = paymentCurrency.payment_method_limits.find((limit) => limit.id === 'card')
  const amount = Number(request.paymentAmount)
  if (card && (amount < Number(card.min) || amount > Number(card.max))) {
    return `The amount must be between ${card.min} and ${card.max} ${paymentCurrency.id}`
  }
  const providerFee = Math.round(amount * PROVIDER_FEE_RATE * 100) / 100
  const networkFee = NETWORK_FEES[request.purchaseNetwork] ?? DEFAULT_NETWORK_FEE
  const subtotal = Math.max(0, amount - providerFee - networkFee)
  const fiat = (value: number) => ({ value: value.toFixed(2), currency: paymentCurrency.id })
  return {
    paymentTotal: fiat(amount),
    paymentSubTotal: fiat(subtotal),
    purchaseAmount: { value: (subtotal / price).toFixed(6), currency: request.purchaseCurrency },
    coinbaseFee: fiat(providerFee),
    networkFee: fiat(networkFee),
    quoteId: randomId(),
  }
}

/**
 * MSW handlers of the Blockchain API's onramp endpoints, on its routes and in its shapes
 * (`src/handlers/generators/onrampurl.rs`, `src/handlers/onramp/options.rs`, `quotes.rs`): the
 * Coinbase URL generator, GET /v1/onramp/buy/options and GET /v1/onramp/buy/quotes, with the checks
 * the real API makes (projectId, the body's shape, a two-letter country, EVM wallets on Coinbase
 * networks, amounts within the payment limits).
 * @example setupWorker(...createOnrampHandlers({ failures: { url: 1 } })).start()
 */
export function createOnrampHandlers(options: OnrampMockOptions = {}): HttpHandler[] {
  const baseUrl = (options.baseUrl ?? 'https://rpc.walletconnect.org').replace(/\/$/, '')
  const failuresLeft: Record<Endpoint, number> = { url: 0, options: 0, quote: 0, ...options.failures }
  const fail = (endpoint: Endpoint) => {
    if (failuresLeft[endpoint] <= 0) return false
    failuresLeft[endpoint] -= 1
    return true
  }
  const hasProjectId = (request: Request) => Boolean(new URL(request.url).searchParams.get('projectId'))

  return [
    http.post(`${baseUrl}/v1/generators/onrampurl`, async ({ request }) => {
      if (fail('url')) return unavailable()
      if (!hasProjectId(request)) return badRequest('projectId is required')
      const { body, response } = await readBody(request, generateOnrampUrlRequestSchema)
      if (!body) return response
      const wallet = body.destinationWallets.find((w) => !isEvmAddress(w.address) || !w.address.startsWith('0x'))
      if (wallet) return badRequest(`Invalid body: ${wallet.address} is not an address on ${COINBASE_ONRAMP_CHAINS.join(', ')}`)
      return HttpResponse.json({ url: coinbaseUrl(body) })
    }),
    http.get(`${baseUrl}/v1/onramp/buy/options`, ({ request }) => {
      if (fail('options')) return unavailable()
      if (!hasProjectId(request)) return badRequest('projectId is required')
      if (!COUNTRY.test(new URL(request.url).searchParams.get('country') ?? '')) return badRequest('country must be two letters')
      return HttpResponse.json(HOSTED_OPTIONS)
    }),
    http.get(`${baseUrl}/v1/onramp/buy/quotes`, ({ request }) => {
      if (fail('quote')) return unavailable()
      if (!hasProjectId(request)) return badRequest('projectId is required')
      const query = new URL(request.url).searchParams
      const [purchaseCurrency, purchaseNetwork, paymentAmount, paymentCurrency, paymentMethod, country] = QUOTE_PARAMS.map((name) => query.get(name) ?? '')
      if (!purchaseCurrency || purchaseCurrency.length > 4 || !paymentAmount || !paymentCurrency || paymentCurrency.length > 4 || !paymentMethod || !COUNTRY.test(country ?? '')) {
        return badRequest(`The quote needs ${QUOTE_PARAMS.join(', ')}`)
      }
      const quote = quoteFor({ purchaseCurrency, purchaseNetwork: purchaseNetwork ?? '', paymentAmount, paymentCurrency })
      return typeof quote === 'string' ? badRequest(quote) : HttpResponse.json(quote)
    }),
  ]
}

/** The handlers with fixtures only: unit tests, the plugin alone. */
export const handlers: HttpHandler[] = createOnrampHandlers()

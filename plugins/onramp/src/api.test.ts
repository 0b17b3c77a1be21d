import { DEFAULT_ONRAMP_PAYMENT_CURRENCIES, MOCKED_QUOTE_ID } from '@portico/contracts'
import {
  createTestHost,
  HOSTED_ONRAMP_BUY_OPTIONS,
  HOSTED_ONRAMP_BUY_QUOTE,
  HOSTED_ONRAMP_BUY_QUOTE_QUERY_KEYS,
  HOSTED_ONRAMP_URL_REQUEST,
  hostedShapeMismatches,
  TEST_ADDRESS,
} from '@portico/contracts/testing'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { coinbaseOnrampRequest } from './actions/coinbaseOnrampRequest'
import { fetchOnrampOptions, fetchOnrampQuote, generateOnrampUrl } from './api'
import { fetchApiClient } from './mocks/fetchApiClient'
import { createOnrampHandlers, handlers } from './mocks/handlers'
import { ONRAMP_OPTIONS_FIXTURE } from './mocks/onrampFixtures'

const server = setupServer(...handlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const host = () => createTestHost({ blockchain: fetchApiClient() }).host
const [usd] = ONRAMP_OPTIONS_FIXTURE.paymentCurrencies
const [eth] = ONRAMP_OPTIONS_FIXTURE.purchaseCurrencies

describe('onramp API (against the mock handlers)', () => {
  it('generates a Coinbase URL from the request the plugin builds', async () => {
    const url = await generateOnrampUrl(host(), coinbaseOnrampRequest({ address: TEST_ADDRESS, network: { name: 'Arbitrum One' } }))
    expect(new URL(url).searchParams.get('defaultNetwork')).toBe('arbitrum')
  })

  it("fails URL generation with the client's 'HTTP status code: N'", async () => {
    server.use(...createOnrampHandlers({ failures: { url: 1 } }))
    await expect(generateOnrampUrl(host(), coinbaseOnrampRequest({ address: TEST_ADDRESS, network: { name: 'Base' } }))).rejects.toThrow('HTTP status code: 503')
  })

  it('reads the options, or falls back to the built-in payment currencies', async () => {
    expect(await fetchOnrampOptions(host())).toEqual(ONRAMP_OPTIONS_FIXTURE)
    server.use(...createOnrampHandlers({ failures: { options: 1 } }))
    expect(await fetchOnrampOptions(host())).toEqual({ paymentCurrencies: [...DEFAULT_ONRAMP_PAYMENT_CURRENCIES], purchaseCurrencies: [] })
  })

  it("reads a quote, or falls back to the placeholder 'mocked-quote-id'", async () => {
    const request = { purchaseCurrency: eth!, paymentCurrency: usd!, amount: '250', network: 'base' }
    const quote = await fetchOnrampQuote(host(), request)
    expect(quote.quoteId).not.toBe(MOCKED_QUOTE_ID)
    expect(quote.paymentTotal).toEqual({ amount: '250.00', currency: 'USD' })
    server.use(...createOnrampHandlers({ failures: { quote: 1 } }))
    const placeholder = await fetchOnrampQuote(host(), request)
    expect(placeholder.quoteId).toBe(MOCKED_QUOTE_ID)
    expect(placeholder.paymentTotal).toEqual({ amount: '250', currency: 'USD' })
    // Below the card minimum the API refuses (400): the placeholder again.
    expect((await fetchOnrampQuote(host(), { ...request, amount: '5' })).quoteId).toBe(MOCKED_QUOTE_ID)
  })
})

describe('onramp API against the hosted wire', () => {
  const api = 'https://rpc.walletconnect.org'

  it('reads the hosted buy options and quote (GET /v1/onramp/buy/*) into SPEC section 3\'s shapes', async () => {
    const asked: URL[] = []
    server.use(
      http.get(`${api}/v1/onramp/buy/options`, ({ request }) => (asked.push(new URL(request.url)), HttpResponse.json(HOSTED_ONRAMP_BUY_OPTIONS))),
      http.get(`${api}/v1/onramp/buy/quotes`, ({ request }) => (asked.push(new URL(request.url)), HttpResponse.json(HOSTED_ONRAMP_BUY_QUOTE))),
    )
    const options = await fetchOnrampOptions(host(), 'GB')
    expect(options.paymentCurrencies[0]?.payment_method_limits[0]).toEqual({ id: 'CARD', min: '10.00', max: '7500.00' })
    expect(options.purchaseCurrencies[0]?.networks[0]).toEqual({ name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '' })
    const quote = await fetchOnrampQuote(host(), { purchaseCurrency: options.purchaseCurrencies[0]!, paymentCurrency: options.paymentCurrencies[0]!, amount: '100', network: 'base' }, 'GB')
    expect(quote).toEqual({
      coinbaseFee: { amount: '1.50', currency: 'USD' },
      networkFee: { amount: '2.48', currency: 'USD' },
      paymentSubtotal: { amount: '96.02', currency: 'USD' },
      paymentTotal: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { amount: '0.030772', currency: 'ETH' },
      quoteId: HOSTED_ONRAMP_BUY_QUOTE.quoteId,
    })
    expect(asked[0]?.searchParams.get('country')).toBe('GB')
    expect(HOSTED_ONRAMP_BUY_QUOTE_QUERY_KEYS.map((key) => asked[1]?.searchParams.get(key))).toEqual(['ETH', 'base', '100', 'USD', 'CARD', 'GB'])
  })

  it('the mock answers the buy calls in the hosted shapes', async () => {
    const options: unknown = await (await fetch(`${api}/v1/onramp/buy/options?projectId=p&country=US`)).json()
    expect(hostedShapeMismatches(options, HOSTED_ONRAMP_BUY_OPTIONS)).toEqual([])
    const quote: unknown = await (await fetch(`${api}/v1/onramp/buy/quotes?projectId=p&purchaseCurrency=ETH&purchaseNetwork=base&paymentAmount=100&paymentCurrency=USD&paymentMethod=CARD&country=US`)).json()
    expect(hostedShapeMismatches(quote, HOSTED_ONRAMP_BUY_QUOTE)).toEqual([])
    expect(Object.keys(quote as object).sort()).toEqual(Object.keys(HOSTED_ONRAMP_BUY_QUOTE).sort())
    expect((await fetch(`${api}/v1/onramp/buy/options?projectId=p`)).status).toBe(400)
  })

  it('asks for an onramp URL with whole preset amounts and a 32 to 50 character partner user id', async () => {
    const body = coinbaseOnrampRequest({ address: TEST_ADDRESS, network: { name: 'Base' }, presetCryptoAmount: 1.5, presetFiatAmount: 100.25 })
    expect(hostedShapeMismatches(body, HOSTED_ONRAMP_URL_REQUEST)).toEqual([])
    expect([body.presetCryptoAmount, body.presetFiatAmount]).toEqual([1, 100])
    const short = coinbaseOnrampRequest({ address: 'tb1qshort', network: { name: 'Base' } })
    expect(short.partnerUserId.length).toBeGreaterThanOrEqual(32)
  })
})

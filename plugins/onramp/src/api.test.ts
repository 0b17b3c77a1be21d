import { DEFAULT_ONRAMP_PAYMENT_CURRENCIES, MOCKED_QUOTE_ID } from '@portico/contracts'
import { createTestHost, TEST_ADDRESS } from '@portico/contracts/testing'
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

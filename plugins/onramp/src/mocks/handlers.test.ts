import { generateOnrampUrlResponseSchema, onrampOptionsResponseSchema, onrampQuoteSchema } from '@portico/contracts'
import { TEST_ADDRESS } from '@portico/contracts/testing'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createOnrampHandlers, handlers } from './handlers'
import { ONRAMP_OPTIONS_FIXTURE } from './onrampFixtures'

const server = setupServer(...handlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const api = 'https://rpc.walletconnect.org'
const post = (path: string, body: unknown, query = '?projectId=p') =>
  fetch(`${api}${path}${query}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) })
const urlBody = {
  destinationWallets: [{ address: TEST_ADDRESS, blockchains: ['base'] }],
  defaultNetwork: 'base',
  partnerUserId: TEST_ADDRESS,
  defaultExperience: 'buy',
}
const [usd, , gbp] = ONRAMP_OPTIONS_FIXTURE.paymentCurrencies
const [eth] = ONRAMP_OPTIONS_FIXTURE.purchaseCurrencies
const quoteBody = { purchaseCurrency: eth, paymentCurrency: usd, amount: '100', network: 'base' }

describe('onramp mock handlers', () => {
  it('generates a Coinbase URL carrying the wallet, the network and the presets', async () => {
    const response = await post('/v1/generators/onrampurl', { ...urlBody, presetFiatAmount: 50, destinationWallets: [{ ...urlBody.destinationWallets[0], assets: ['ETH'] }] })
    const { url } = generateOnrampUrlResponseSchema.parse(await response.json())
    const query = new URL(url).searchParams
    expect(url.startsWith('https://pay.coinbase.com/buy/select-asset?')).toBe(true)
    expect(JSON.parse(query.get('addresses') ?? '')).toEqual({ [TEST_ADDRESS]: ['base'] })
    expect([query.get('assets'), query.get('defaultNetwork'), query.get('defaultExperience'), query.get('partnerUserId'), query.get('presetFiatAmount')]).toEqual(['["ETH"]', 'base', 'buy', TEST_ADDRESS, '50'])
    expect(query.get('sessionToken')).toBeTruthy()
  })

  it('refuses URL requests the real API would: no projectId, not JSON, a bad shape, a non-EVM wallet', async () => {
    expect((await post('/v1/generators/onrampurl', urlBody, '')).status).toBe(400)
    expect((await post('/v1/generators/onrampurl', '{nope')).status).toBe(400)
    const missing = await post('/v1/generators/onrampurl', { ...urlBody, defaultExperience: undefined })
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as { message: string }).message).toMatch(/^Invalid body: defaultExperience/)
    expect((await post('/v1/generators/onrampurl', { ...urlBody, defaultNetwork: 'solana' })).status).toBe(400)
    expect((await post('/v1/generators/onrampurl', { ...urlBody, presetFiatAmount: '50' })).status).toBe(400)
    expect((await post('/v1/generators/onrampurl', { ...urlBody, destinationWallets: [{ address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', blockchains: ['base'] }] })).status).toBe(400)
  })

  it('serves the options: payment currencies with limits, purchase currencies with networks', async () => {
    const options = onrampOptionsResponseSchema.parse(await (await fetch(`${api}/v1/onramp/options?projectId=p`)).json())
    expect(options.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR', 'GBP'])
    expect(options.purchaseCurrencies.map((c) => c.symbol)).toEqual(['ETH', 'USDC', 'SOL'])
    expect((await fetch(`${api}/v1/onramp/options`)).status).toBe(400)
  })

  it('quotes: fees off the payment, the rest converted, within the card limits', async () => {
    const quote = onrampQuoteSchema.parse(await (await post('/v1/onramp/quote', quoteBody)).json())
    expect(quote.paymentTotal).toEqual({ amount: '100.00', currency: 'USD' })
    expect(quote.coinbaseFee).toEqual({ amount: '1.50', currency: 'USD' })
    expect(Number(quote.paymentSubtotal.amount)).toBeCloseTo(100 - 1.5 - Number(quote.networkFee.amount), 2)
    expect(quote.purchaseAmount.currency).toBe('ETH')
    expect(Number(quote.purchaseAmount.amount)).toBeGreaterThan(0)

    expect((await post('/v1/onramp/quote', { ...quoteBody, amount: '9.99' })).status).toBe(400)
    expect((await post('/v1/onramp/quote', { ...quoteBody, paymentCurrency: gbp, amount: '7000' })).status).toBe(400)
    expect((await post('/v1/onramp/quote', { ...quoteBody, amount: 100 })).status).toBe(400)
    expect((await post('/v1/onramp/quote', { ...quoteBody, paymentCurrency: { id: 'JPY', payment_method_limits: [] } })).status).toBe(400)
    expect((await post('/v1/onramp/quote', quoteBody, '')).status).toBe(400)
  })

  it('fails the first requests of each endpoint when asked to', async () => {
    server.use(...createOnrampHandlers({ failures: { url: 1, options: 2 } }))
    expect((await post('/v1/generators/onrampurl', urlBody)).status).toBe(503)
    expect((await post('/v1/generators/onrampurl', urlBody)).status).toBe(200)
    expect((await fetch(`${api}/v1/onramp/options?projectId=p`)).status).toBe(503)
    expect((await fetch(`${api}/v1/onramp/options?projectId=p`)).status).toBe(503)
    expect((await fetch(`${api}/v1/onramp/options?projectId=p`)).status).toBe(200)
    expect((await post('/v1/onramp/quote', quoteBody)).status).toBe(200)
  })
})

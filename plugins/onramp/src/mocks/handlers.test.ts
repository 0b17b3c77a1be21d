import { generateOnrampUrlResponseSchema, onrampBuyOptionsSchema, onrampBuyQuoteSchema } from '@portico/contracts'
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
const quoteQuery = { purchaseCurrency: 'ETH', purchaseNetwork: 'base', paymentAmount: '100', paymentCurrency: 'USD', paymentMethod: 'CARD', country: 'US' }
const quote = (overrides: Record<string, string> = {}, projectId = 'p') =>
  fetch(`${api}/v1/onramp/buy/quotes?${new URLSearchParams({ ...(projectId ? { projectId } : {}), ...quoteQuery, ...overrides })}`)
const optionsUrl = `${api}/v1/onramp/buy/options?projectId=p&country=US`

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
    const options = onrampBuyOptionsSchema.parse(await (await fetch(optionsUrl)).json())
    expect(options.paymentCurrencies.map((c) => c.id)).toEqual(ONRAMP_OPTIONS_FIXTURE.paymentCurrencies.map((c) => c.id))
    expect(options.purchaseCurrencies.map((c) => c.symbol)).toEqual(['ETH', 'USDC', 'SOL'])
    expect((await fetch(`${api}/v1/onramp/buy/options?country=US`)).status).toBe(400)
    expect((await fetch(`${api}/v1/onramp/buy/options?projectId=p`)).status).toBe(400)
  })

  it('quotes: fees off the payment, the rest converted, within the card limits', async () => {
    const answer = onrampBuyQuoteSchema.parse(await (await quote()).json())
    expect(answer.paymentTotal).toEqual({ value: '100.00', currency: 'USD' })
    expect(answer.coinbaseFee).toEqual({ value: '1.50', currency: 'USD' })
    expect(Number(answer.paymentSubTotal.value)).toBeCloseTo(100 - 1.5 - Number(answer.networkFee.value), 2)
    expect(answer.purchaseAmount.currency).toBe('ETH')
    expect(Number(answer.purchaseAmount.value)).toBeGreaterThan(0)

    expect((await quote({ paymentAmount: '9.99' })).status).toBe(400)
    expect((await quote({ paymentCurrency: 'GBP', paymentAmount: '7000' })).status).toBe(400)
    expect((await quote({ paymentCurrency: 'JPY' })).status).toBe(400)
    expect((await quote({ country: 'USA' })).status).toBe(400)
    expect((await quote({}, '')).status).toBe(400)
  })

  it('fails the first requests of each endpoint when asked to', async () => {
    server.use(...createOnrampHandlers({ failures: { url: 1, options: 2 } }))
    expect((await post('/v1/generators/onrampurl', urlBody)).status).toBe(503)
    expect((await post('/v1/generators/onrampurl', urlBody)).status).toBe(200)
    expect((await fetch(optionsUrl)).status).toBe(503)
    expect((await fetch(optionsUrl)).status).toBe(503)
    expect((await fetch(optionsUrl)).status).toBe(200)
    expect((await quote()).status).toBe(200)
  })
})

import { generateOnrampUrlResponseSchema, onrampBuyOptionsSchema, onrampBuyQuoteSchema } from '@portico/contracts'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hostedRefusal } from '../../testing/hostedRefusal'
import { generateOnrampUrl } from './generateOnrampUrl'
import { getOnrampBuyOptions } from './getOnrampBuyOptions'
import { getOnrampBuyQuotes } from './getOnrampBuyQuotes'
import { getOnrampProviders } from './getOnrampProviders'
import type { OnrampDeps } from './onrampDeps'

// The onramp engine against a local HTTP server in the place of Coinbase's Onramp API: what it is
// asked (path, headers, snake-case body) and what the engine makes of its answers.
const readBody = async (request: IncomingMessage) => {
  let text = ''
  for await (const chunk of request) text += String(chunk)
  return text
}

describe('onramp engine', () => {
  let server: Server
  let deps: OnrampDeps
  const seen: { method: string; url: string; appId: string | undefined; apiKey: string | undefined; body: string }[] = []
  let mode: 'ok' | 'down' | 'slow' | 'garbage' = 'ok'

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', appId: request.headers['cbpay-app-id'] as string, apiKey: request.headers['cbpay-api-key'] as string, body: await readBody(request) })
      if (mode === 'slow') return void setTimeout(() => response.end('{}'), 4_000)
      if (mode === 'down') return void response.writeHead(500).end()
      response.setHeader('content-type', 'application/json')
      if (mode === 'garbage') return void response.end('{"unexpected":true}')
      if (request.url?.startsWith('/onramp/v1/buy/options')) {
        return void response.end(
          JSON.stringify({
            payment_currencies: [{ id: 'USD', limits: [{ id: 'CARD', min: '10', max: '7500' }] }],
            purchase_currencies: [{ id: 'eth-id', name: 'Ethereum', symbol: 'ETH', networks: [{ name: 'base', display_name: 'Base', contract_address: '', chain_id: '8453' }] }],
          }),
        )
      }
      const usd = (value: string) => ({ value, currency: 'USD' })
      response.end(JSON.stringify({ payment_total: usd('100'), payment_subtotal: usd('97.01'), purchase_amount: { value: '0.0485', currency: 'ETH' }, coinbase_fee: usd('2.99'), network_fee: usd('0'), quote_id: 'q-1' }))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    deps = {
      coinbase: { appId: 'app-1', apiKey: 'key-1', apiUrl: `http://127.0.0.1:${port}/onramp/v1`, timeoutMs: 1_000 },
      providers: [
        { name: 'coinbase', serviceProvider: 'COINBASE', categories: ['CRYPTO_ONRAMP'], logos: { dark: 'd', darkShort: 'ds', light: 'l', lightShort: 'ls' }, status: 'LIVE', websiteUrl: 'https://www.coinbase.com' },
        { name: 'ukOnly', serviceProvider: 'UKONLY', categories: ['CRYPTO_ONRAMP'], logos: { dark: 'd', darkShort: 'ds', light: 'l', lightShort: 'ls' }, status: 'LIVE', websiteUrl: 'https://example.com', countries: ['GB'] },
      ],
    }
  })
  afterAll(() => server?.close())

  it("generates the Coinbase page under the operator's app id, as the service writes it", async () => {
    const partnerUserId = '0x' + 'a'.repeat(40)
    const wallets = [{ address: '0x' + '1'.repeat(40), blockchains: ['base', 'ethereum'] }]
    const { url } = generateOnrampUrlResponseSchema.parse(await generateOnrampUrl({ destinationWallets: wallets, partnerUserId, defaultNetwork: 'base', defaultExperience: 'buy', presetFiatAmount: 50 }, deps))
    const parsed = new URL(url)
    expect(parsed.origin + parsed.pathname).toBe('https://pay.coinbase.com/buy/select-asset')
    expect([...parsed.searchParams.keys()]).toEqual(['appId', 'destinationWallets', 'partnerUserId', 'defaultNetwork', 'presetFiatAmount', 'defaultExperience'])
    expect(parsed.searchParams.get('appId')).toBe('app-1')
    expect(JSON.parse(parsed.searchParams.get('destinationWallets')!)).toEqual(wallets)
    expect((await hostedRefusal(generateOnrampUrl({ destinationWallets: wallets, partnerUserId: 'short' }, deps))).field).toBe('partnerUserId')
    expect((await hostedRefusal(generateOnrampUrl({ destinationWallets: wallets, partnerUserId, presetFiatAmount: 1.5 }, deps))).field).toBe('presetFiatAmount')
    expect((await hostedRefusal(generateOnrampUrl({ destinationWallets: wallets, partnerUserId }, { providers: [] }))).status).toBe(500)
  })

  it("reads options and quotes from the operator's Onramp API with its keys", async () => {
    mode = 'ok'
    seen.length = 0
    const options = onrampBuyOptionsSchema.parse(await getOnrampBuyOptions({ projectId: 'p', country: 'US', subdivision: 'NY' }, deps))
    expect(options.purchaseCurrencies[0]?.networks[0]).toEqual({ name: 'base', displayName: 'Base', contractAddress: '', chainId: '8453' })
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/onramp/v1/buy/options?country=US&subdivision=NY', appId: 'app-1', apiKey: 'key-1' })
    const quote = onrampBuyQuoteSchema.parse(await getOnrampBuyQuotes({ projectId: 'p', purchaseCurrency: 'ETH', purchaseNetwork: 'base', paymentAmount: '100', paymentCurrency: 'USD', paymentMethod: 'CARD', country: 'US' }, deps))
    expect(quote).toMatchObject({ paymentSubTotal: { value: '97.01', currency: 'USD' }, quoteId: 'q-1' })
    expect(seen[1]?.method).toBe('POST')
    expect(JSON.parse(seen[1]!.body)).toEqual({ purchase_currency: 'ETH', purchase_network: 'base', payment_amount: '100', payment_currency: 'USD', payment_method: 'CARD', country: 'US' })
    expect((await hostedRefusal(getOnrampBuyOptions({ projectId: 'p', country: 'USA' }, deps))).field).toBe('country')
  })

  it('answers 503 when the provider fails, hangs past the timeout or answers another shape', async () => {
    const unavailable = { status: 503, field: '', description: 'OnRamp provider is temporarily unavailable' }
    for (const failure of ['down', 'slow', 'garbage'] as const) {
      mode = failure
      const started = Date.now()
      expect(await hostedRefusal(getOnrampBuyOptions({ projectId: 'p', country: 'US' }, deps))).toEqual(unavailable)
      expect(Date.now() - started).toBeLessThan(3_000)
    }
    mode = 'ok'
    expect(await hostedRefusal(getOnrampBuyQuotes({ projectId: 'p', purchaseCurrency: 'ETH', paymentAmount: '1', paymentCurrency: 'USD', paymentMethod: 'CARD', country: 'US' }, { providers: [] }))).toEqual(unavailable)
  })

  it('lists the configured providers, by country when asked', async () => {
    expect((await getOnrampProviders({ projectId: 'p' }, deps)).map((p) => p.name)).toEqual(['coinbase', 'ukOnly'])
    expect((await getOnrampProviders({ projectId: 'p', countries: 'us' }, deps)).map((p) => p.name)).toEqual(['coinbase'])
    expect((await getOnrampProviders({ projectId: 'p', countries: 'US' }, deps))[0]).not.toHaveProperty('countries')
  })
})

import { accountProfileSchema, generateOnrampUrlResponseSchema, identityResponseSchema, nameLookupResponseSchema, nameRegistrationMessage, nameSuggestionsResponseSchema, onrampBuyOptionsSchema, onrampBuyQuoteSchema, reverseProfilesResponseSchema } from '@portico/contracts'
import { smartSessionsListSchema } from '@portico/contracts/sessions'
import { revokeSessionTypedData, SESSION_COUNTER_ABI } from '@portico/contracts/testing'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createTestClient, http, numberToHex, parseEther, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { porticoServerConfig } from '../../../sandbox/scripts/porticoServerConfig'
import { SESSION_COUNTER } from '../../../secure-site/src/smart-account/addresses'
import { deploySmartAccountContracts } from '../../../sandbox/secure-site/smart-account/deploySmartAccountContracts'
import { parseGrantPermissions } from '../../../secure-site/src/smart-account/grantPermissionsParams'
import { grantedPci, grantSessionCall } from '../../../secure-site/src/smart-account/sessionGrants'
import { sendSelfBatch, waitForSuccess } from '../../../secure-site/src/smart-account/smartAccountChain'
import { ANVIL_DEV_ADDRESSES, ANVIL_DEV_PRIVATE_KEYS } from '../../../toolchain/processes/anvil'
import { startPorticoServer, type PorticoServer } from '../startPorticoServer'
import { startEngineChains, type EngineChains } from '../testing/startEngineChains'

// The convert, names, sessions and onramp routes of a running Portico Server, over HTTP, on the
// sandbox's chain (tokens, Uniswap V2, session accounts) and a stand-in for Coinbase's Onramp API.
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

describe('Portico Server engines over HTTP', () => {
  let engines: EngineChains
  let server: PorticoServer
  let coinbase: Server
  let owner: ReturnType<typeof privateKeyToAccount>
  let pci: Hex
  const caip = (address: string) => `eip155:31337:${address}`
  const get = (path: string, query: Record<string, string> = {}) => fetch(`${server.url}${path}?${new URLSearchParams({ projectId: 'p1', ...query })}`)
  const post = (path: string, body: unknown) => fetch(`${server.url}${path}?projectId=p1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

  beforeAll(async () => {
    coinbase = createServer((request, response) => {
      response.setHeader('content-type', 'application/json')
      if (request.url?.startsWith('/buy/options')) {
        return void response.end(JSON.stringify({ payment_currencies: [{ id: 'USD', limits: [{ id: 'CARD', min: '10', max: '500' }] }], purchase_currencies: [] }))
      }
      const usd = (value: string) => ({ value, currency: 'USD' })
      response.end(JSON.stringify({ payment_total: usd('50'), payment_subtotal: usd('48'), purchase_amount: { value: '0.02', currency: 'ETH' }, coinbase_fee: usd('2'), network_fee: usd('0'), quote_id: 'q' }))
    })
    await new Promise<void>((resolve) => coinbase.listen(0, '127.0.0.1', resolve))
    engines = await startEngineChains(1)
    const [chain] = engines.chains
    await deploySmartAccountContracts(engines.chains)
    owner = privateKeyToAccount(generatePrivateKey())
    await createTestClient({ mode: 'anvil', transport: http(chain!.rpcUrl) }).setBalance({ address: owner.address, value: parseEther('1') })
    const now = Math.floor(Date.now() / 1000) + 60
    const grant = parseGrantPermissions(
      [{ chainId: numberToHex(31337), expiry: now + 3_600, signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: owner.publicKey }] } }, permissions: [{ type: 'contract-call', data: { address: SESSION_COUNTER.address, abi: SESSION_COUNTER_ABI, functions: [{ functionName: 'increment' }] } }] }],
      now,
    )
    pci = grantedPci(await waitForSuccess(chain!, await sendSelfBatch(owner, chain!, [grantSessionCall(owner.address, grant, { name: 'HTTP dapp', url: 'https://dapp.example' })])), owner.address)
    const base = porticoServerConfig({ chains: engines.chains, tokens: engines.tokens, uniswapV2: engines.uniswapV2, port: 0, project: { id: 'p1', allowedOrigins: ['*'] } })
    const amm = engines.uniswapV2[0]!
    const pusd = engines.tokens.find((token) => token.symbol === 'PUSD')!.address
    server = await startPorticoServer({
      ...base,
      chains: base.chains!.map((entry) => ({ ...entry, swaps: { uniswapV2: { factory: amm.factory, router: amm.router, weth: amm.weth }, connectors: [pusd] }, sessions: { relayerKey: 'relayer' } })),
      keys: { relayer: ANVIL_DEV_PRIVATE_KEYS[2], coinbase: 'cb-key' },
      onramp: { coinbase: { appId: 'app-1', apiKey: 'coinbase', apiUrl: `http://127.0.0.1:${(coinbase.address() as AddressInfo).port}` } },
    })
  }, 180_000)
  afterAll(async () => {
    await server?.stop()
    await engines?.stop()
    coinbase?.close()
  })

  it('answers the convert calls, behind the project check', async () => {
    const pusd = engines.tokens.find((token) => token.symbol === 'PUSD')!.address
    expect((await get('/v1/convert/tokens', { chainId: 'eip155:31337' }).then((r) => r.json()) as { tokens: { symbol: string }[] }).tokens.map((t) => t.symbol)).toEqual(['ETH', 'PUSD', 'PEUR'])
    const quotes = (await (await get('/v1/convert/quotes', { amount: parseEther('1').toString(), from: caip(NATIVE), to: caip(pusd) })).json()) as { quotes: { toAmount: string }[] }
    expect(Number(quotes.quotes[0]!.toAmount) / 1e6).toBeCloseTo(1955.02, 1)
    expect(await (await get('/v1/convert/allowance', { tokenAddress: caip(pusd), userAddress: caip(ANVIL_DEV_ADDRESSES[0]!) })).json()).toEqual({ allowance: '0' })
    expect((await get('/v1/convert/gas-price', { chainId: 'eip155:31337' })).status).toBe(200)
    const approve = (await (await get('/v1/convert/build-approve', { from: caip(pusd), to: caip(NATIVE), amount: '1000000' })).json()) as { tx: { eip155: object } }
    expect(Object.keys(approve.tx.eip155)).toEqual(['gasPrice'])
    const swap = { projectId: 'p1', amount: parseEther('0.1').toString(), from: caip(NATIVE), to: caip(pusd), userAddress: caip(ANVIL_DEV_ADDRESSES[0]!), eip155: { slippage: 1 } }
    const built = await fetch(`${server.url}/v1/convert/build-transaction`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(swap) })
    expect([built.status, ((await built.json()) as { tx: { to: string } }).tx.to]).toEqual([200, caip(engines.uniswapV2[0]!.router.toLowerCase())])
    const stringSlippage = await fetch(`${server.url}/v1/convert/build-transaction`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...swap, eip155: { slippage: '1' } }) })
    expect(stringSlippage.status).toBe(400)
    expect((await fetch(`${server.url}/v1/convert/tokens?chainId=eip155:31337`)).status).toBe(400)
    expect((await fetch(`${server.url}/v1/convert/tokens?chainId=eip155:31337&projectId=nope`)).status).toBe(401)
  })

  it('registers a name, looks it up, and the identity endpoint names the address by it', async () => {
    const alice = privateKeyToAccount(ANVIL_DEV_PRIVATE_KEYS[1])
    const message = nameRegistrationMessage('alice-http.reown.id', Date.now())
    const registered = await post('/v1/profile/account', { message, signature: await alice.signMessage({ message }), coin_type: 0x80000000 + 31337, address: alice.address })
    expect([registered.status, accountProfileSchema.parse(await registered.json()).name]).toEqual([200, 'alice-http.reown.id'])
    expect(nameLookupResponseSchema.parse(await (await get('/v1/profile/account/alice-http.reown.id', { apiVersion: '2' })).json())).toMatchObject({ name: 'alice-http.reown.id' })
    expect(await (await get('/v1/profile/account/free-http.reown.id', { apiVersion: '2' })).json()).toEqual([])
    expect(reverseProfilesResponseSchema.parse(await (await get(`/v1/profile/reverse/${alice.address}`, { apiVersion: '2', sender: alice.address })).json()).map((r) => r.name)).toEqual(['alice-http.reown.id'])
    expect(nameSuggestionsResponseSchema.parse(await (await get('/v1/profile/suggestions/alice-http', { zone: 'reown.id' })).json()).suggestions[0]).toEqual({ name: 'alice-http.reown.id', registered: true })
    expect(identityResponseSchema.parse(await (await get(`/v1/identity/${alice.address}`)).json()).name).toBe('alice-http.reown.id')
  })

  it('registers a name posted without a project id, as AppKit posts it (the hosted route reads none), CORS for the projects\' origins', async () => {
    const bob = privateKeyToAccount(ANVIL_DEV_PRIVATE_KEYS[2])
    expect(identityResponseSchema.parse(await (await get(`/v1/identity/${bob.address}`)).json()).name).toBeNull()
    const headers = { origin: 'https://dapp.example', 'content-type': 'application/json' }
    const preflight = await fetch(`${server.url}/v1/profile/account`, { method: 'OPTIONS', headers: { origin: headers.origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } })
    expect([preflight.status, preflight.headers.get('access-control-allow-origin')]).toEqual([204, headers.origin])
    const message = nameRegistrationMessage('bob-http.reown.id', Date.now())
    const registered = await fetch(`${server.url}/v1/profile/account`, { method: 'POST', headers, body: JSON.stringify({ message, signature: await bob.signMessage({ message }), coin_type: 0x80000000 + 31337, address: bob.address }) })
    expect([registered.status, registered.headers.get('access-control-allow-origin'), accountProfileSchema.parse(await registered.json()).name]).toEqual([200, headers.origin, 'bob-http.reown.id'])
    // Still only the address's own signature registers: a wrong one is the hosted 401.
    const forged = nameRegistrationMessage('bob-forged.reown.id', Date.now())
    const refused = await fetch(`${server.url}/v1/profile/account`, { method: 'POST', headers, body: JSON.stringify({ message: forged, signature: await bob.signMessage({ message: 'other' }), coin_type: 0x80000000 + 31337, address: bob.address }) })
    expect(refused.status).toBe(401)
    // "Nobody names this address" is kept a minute, not the hour a name is: the new name shows within one.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 })
    try {
      expect(identityResponseSchema.parse(await (await get(`/v1/identity/${bob.address}`)).json()).name).toBe('bob-http.reown.id')
    } finally {
      vi.useRealTimers()
    }
  })

  it('lists the sessions from the chain and revokes one through the relayer (an empty 200)', async () => {
    const list = smartSessionsListSchema.parse(await (await get(`/v1/sessions/${caip(owner.address)}`)).json())
    expect(list.pcis.map((s) => [s.pci, s.project.name, s.revokedAt])).toEqual([[pci, 'HTTP dapp', null]])
    const signature = await owner.signTypedData(revokeSessionTypedData({ chainId: 31337, account: owner.address, pci }))
    const revoked = await post(`/v1/sessions/${caip(owner.address)}/revoke`, { pci, signature })
    expect([revoked.status, await revoked.text()]).toEqual([200, ''])
    expect(smartSessionsListSchema.parse(await (await get(`/v1/sessions/${caip(owner.address)}`)).json()).pcis[0]?.revokedAt).toEqual(expect.any(Number))
  })

  it('answers the onramp calls from the configured Coinbase app', async () => {
    const url = await post('/v1/generators/onrampurl', { destinationWallets: [{ address: owner.address, blockchains: ['base'] }], partnerUserId: 'u'.repeat(40), defaultNetwork: 'base', defaultExperience: 'buy' })
    expect(generateOnrampUrlResponseSchema.parse(await url.json()).url).toMatch(/^https:\/\/pay\.coinbase\.com\/buy\/select-asset\?appId=app-1&/)
    expect(onrampBuyOptionsSchema.parse(await (await get('/v1/onramp/buy/options', { country: 'US' })).json()).paymentCurrencies[0]?.id).toBe('USD')
    const quote = await get('/v1/onramp/buy/quotes', { purchaseCurrency: 'ETH', paymentAmount: '50', paymentCurrency: 'USD', paymentMethod: 'CARD', country: 'US' })
    expect(onrampBuyQuoteSchema.parse(await quote.json()).paymentSubTotal.value).toBe('48')
    expect(await (await get('/v1/onramp/providers')).json()).toEqual([])
  })
})

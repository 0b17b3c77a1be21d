import { createServer, type Server, type Socket } from 'node:net'
import { fileURLToPath } from 'node:url'
import { getWalletsResponseSchema } from '@portico/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { startAnvil, type AnvilInstance } from '../../toolchain/processes/anvil'
import { HOSTED_ANALYTICS_BATCH } from '../../contracts/src/testing/hosted/hostedAnalytics'
import { startPorticoServer, type PorticoServer } from './startPorticoServer'

const CATALOGUE = fileURLToPath(new URL('./testing/catalogue/', import.meta.url))
const DAPP = 'https://dapp.example'
const NOWHERE = '0x000000000000000000000000000000000000dEaD'
const hostedErrorSchema = z.object({ status: z.literal('FAILED'), reasons: z.array(z.object({ field: z.string(), description: z.string() })).length(1) })

describe('startPorticoServer', () => {
  let anvil: AnvilInstance
  let slowNode: Server
  const slowSockets = new Set<Socket>()
  let server: PorticoServer

  beforeAll(async () => {
    anvil = await startAnvil({ port: 0, chainId: 31337 })
    // A node that takes connections and never answers: the slow chain.
    slowNode = createServer((socket) => {
      slowSockets.add(socket)
      socket.on('close', () => slowSockets.delete(socket))
    })
    await new Promise<void>((resolve) => slowNode.listen(0, '127.0.0.1', resolve))
    const slowPort = (slowNode.address() as { port: number }).port
    server = await startPorticoServer({
      port: 0,
      host: '127.0.0.1',
      logLevel: 'silent',
      upstreamTimeoutMs: 1_000,
      database: {},
      chains: [
        { id: 'eip155:31337', rpcUrl: anvil.rpcUrl },
        // Swaps on the slow chain, so an engine's reads of it fail too (the addresses are never reached).
        { id: 'eip155:999', rpcUrl: `http://127.0.0.1:${slowPort}`, swaps: { uniswapV2: { factory: NOWHERE, router: NOWHERE, weth: NOWHERE } } },
      ],
      projects: [
        { id: 'p1', allowedOrigins: [DAPP] },
        { id: 'tight', allowedOrigins: ['*'], rateLimit: { requests: 3, windowSeconds: 60 } },
      ],
      catalogue: { file: `${CATALOGUE}wallets.json`, imagesDir: CATALOGUE },
      onramp: { coinbase: { appId: 'app-1', apiUrl: `http://127.0.0.1:${slowPort}`, timeoutMs: 300 } },
    })
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
    for (const socket of slowSockets) socket.destroy()
    await new Promise((resolve) => slowNode?.close(resolve))
    await anvil?.stop()
  })

  const rpc = (chainId: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/v1/?chainId=${chainId}&projectId=p1`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })

  it('answers /health, and /ready within a second names the chain whose node does not answer, without failing the instance', async () => {
    expect((await fetch(`${server.url}/health`)).status).toBe(200)
    const started = performance.now()
    const ready = await fetch(`${server.url}/ready`)
    expect(performance.now() - started).toBeLessThan(1_000)
    expect(ready.status).toBe(200)
    const body = z.object({ status: z.string(), checks: z.record(z.string(), z.string()) }).parse(await ready.json())
    expect(body.status).toBe('degraded')
    expect(body.checks.database).toBe('ok')
    expect(body.checks['eip155:31337']).toBe('ok')
    expect(body.checks['eip155:999']).not.toBe('ok')
  })

  it('checks the project id as the hosted service does: 400 without one, 401 for an unknown one', async () => {
    const missing = await fetch(`${server.url}/v1/supported-chains`)
    expect(missing.status).toBe(400)
    const unknown = await fetch(`${server.url}/v1/supported-chains?projectId=nope`)
    expect(unknown.status).toBe(401)
    expect(hostedErrorSchema.parse(await unknown.json()).reasons[0]).toEqual({ field: 'authentication', description: 'We failed to authenticate your request' })
    const known = await fetch(`${server.url}/v1/supported-chains?projectId=p1`)
    expect(await known.json()).toEqual({ http: ['eip155:31337', 'eip155:999'], ws: [] })
  })

  it("sets CORS from the project's allowed origins, preflight included", async () => {
    const allowed = await fetch(`${server.url}/v1/supported-chains?projectId=p1`, { headers: { origin: DAPP } })
    expect(allowed.headers.get('access-control-allow-origin')).toBe(DAPP)
    const other = await fetch(`${server.url}/v1/supported-chains?projectId=p1`, { headers: { origin: 'https://evil.example' } })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await fetch(`${server.url}/v1/?chainId=eip155:31337&projectId=p1`, { method: 'OPTIONS', headers: { origin: DAPP, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
  })

  it('answers the preflight of every REST POST, as the browser sends one for a JSON body (fungible price, build-transaction)', async () => {
    for (const path of ['/v1/fungible/price', '/v1/convert/build-transaction', '/v1/profile/account']) {
      const preflight = await fetch(`${server.url}${path}?projectId=p1`, { method: 'OPTIONS', headers: { origin: DAPP, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } })
      expect(preflight.status, path).toBe(204)
      expect(preflight.headers.get('access-control-allow-origin'), path).toBe(DAPP)
      expect(preflight.headers.get('access-control-allow-headers'), path).toBe('content-type')
    }
  })

  it('limits a project to its quota, with 429 and Retry-After', async () => {
    const statuses = []
    for (let index = 0; index < 4; index += 1) statuses.push((await fetch(`${server.url}/v1/supported-chains?projectId=tight`)).status)
    expect(statuses).toEqual([200, 200, 200, 429])
    const limited = await fetch(`${server.url}/v1/supported-chains?projectId=tight`)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(hostedErrorSchema.parse(await limited.json()).reasons[0]?.field).toBe('rate_limit')
  })

  it('proxies JSON-RPC batches to the chain, only from allowed origins', async () => {
    const batch = await rpc('eip155:31337', [
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 2, method: 'eth_blockNumber' },
    ], { origin: DAPP })
    expect(batch.status).toBe(200)
    expect([batch.headers.get('access-control-allow-origin'), batch.headers.get('x-content-type-options'), batch.headers.get('content-type')]).toEqual([DAPP, 'nosniff', 'application/json'])
    const answers = z.array(z.object({ id: z.number(), result: z.string() })).parse(await batch.json())
    expect(answers.find((answer) => answer.id === 1)?.result).toBe('0x7a69')
    const refused = await rpc('eip155:31337', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, { origin: 'https://evil.example' })
    expect(refused.status).toBe(403)
    expect(hostedErrorSchema.parse(await refused.json()).reasons[0]?.description).toBe('not an allowed origin')
    expect((await rpc('eip155:5', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' })).status).toBe(400)
    expect((await rpc('eip155:31337', { jsonrpc: '1.0', method: 'eth_chainId' })).status).toBe(400)
  })

  it('answers a slow chain with 503 after the timeout, while another chain answers at once', async () => {
    const started = performance.now()
    const slow = rpc('eip155:999', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }).then((response) => ({ status: response.status, ms: performance.now() - started }))
    const fast = await rpc('eip155:31337', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' })
    const fastMs = performance.now() - started
    expect(fast.status).toBe(200)
    const slowAnswer = await slow
    expect(slowAnswer.status).toBe(503)
    expect(slowAnswer.ms).toBeGreaterThanOrEqual(900)
    expect(fastMs).toBeLessThan(slowAnswer.ms)
  })

  it('serves the wallet catalogue with its filters, and wallet images', async () => {
    const getWallets = async (query: string) => getWalletsResponseSchema.parse(await (await fetch(`${server.url}/getWallets?projectId=p1&${query}`)).json())
    const all = await getWallets('page=1&entries=40')
    expect(all.count).toBe(4)
    expect((await getWallets('page=1&entries=40&chains=eip155:31337')).data.map((wallet) => wallet.id)).toEqual(['w-metamask'])
    // As the hosted catalogue: include filters, the catalogue's order stays (the client sorts its featured wallets).
    expect((await getWallets('page=1&entries=40&include=w-phantom,w-rainbow')).data.map((wallet) => wallet.id)).toEqual(['w-rainbow', 'w-phantom'])
    expect((await getWallets('page=1&entries=40&exclude=w-metamask&search=RAIN')).data.map((wallet) => wallet.id)).toEqual(['w-rainbow'])
    expect((await getWallets('page=2&entries=3')).data.map((wallet) => wallet.id)).toEqual(['w-solflare'])
    expect((await getWallets('page=1&entries=40&badge_type=certified')).count).toBe(2)
    // AppKit's wallet-ranks query: the records of the installed wallets, by name or rdns, certified ones (`badge`).
    expect((await getWallets('page=1&entries=20&names=Rainbow,phantom,Injected&rdns=io.metamask')).data.map((wallet) => wallet.id)).toEqual(['w-metamask', 'w-rainbow', 'w-phantom'])
    expect((await getWallets('page=1&entries=20&badge=certified&names=Rainbow,phantom&rdns=io.metamask')).data.map((wallet) => wallet.id)).toEqual(['w-metamask', 'w-phantom'])
    expect((await fetch(`${server.url}/getWallets?projectId=p1&page=0&entries=40`)).status).toBe(400)
    const image = await fetch(`${server.url}/getWalletImage/img-metamask?projectId=p1`)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect(await image.text()).toContain('<svg')
    expect((await fetch(`${server.url}/getWalletImage/..%2Fwallets?projectId=p1`)).status).toBe(404)
  })

  it('stores analytics batches from allowed origins and refuses others with 403', async () => {
    const send = (origin: string) => fetch(`${server.url}/batch?projectId=p1&st=appkit&sv=1`, { method: 'POST', headers: { origin, 'content-type': 'text/plain' }, body: JSON.stringify([...HOSTED_ANALYTICS_BATCH, { broken: true }]) })
    expect((await send(DAPP)).status).toBe(202)
    const refused = await send('https://evil.example')
    expect(refused.status).toBe(403)
    expect(hostedErrorSchema.parse(await refused.json()).reasons[0]?.description).toBe('not an allowed origin')
    expect(await (await fetch(`${server.url}/getAnalyticsConfig?projectId=p1`)).json()).toEqual({ isAnalyticsEnabled: true })
  })

  it('exports request, latency and upstream error metrics', async () => {
    const text = await (await fetch(`${server.url}/metrics`)).text()
    expect(text).toMatch(/portico_http_requests_total\{method="GET",route="\/v1\/supported-chains",status="200"\} \d+/)
    expect(text).toMatch(/portico_http_request_duration_seconds_bucket\{le="[^"]+",method="POST",route="\/v1\/"\}/)
    expect(text).toMatch(/portico_upstream_errors_total\{source="eip155:999",kind="rpc-proxy"\} [1-9]/)
  })

  it("answers an engine's failed node read and a failed onramp provider through the one handler: hosted shape, counted once each", async () => {
    const counted = async (source: string, kind: string) => {
      const text = await (await fetch(`${server.url}/metrics`)).text()
      return Number(new RegExp(`portico_upstream_errors_total\\{source="${source}",kind="${kind}"\\} (\\d+)`).exec(text)?.[1] ?? 0)
    }
    const before = [await counted('eip155:999', 'rpc'), await counted('coinbase', 'onramp')]
    const gasPrice = await fetch(`${server.url}/v1/convert/gas-price?projectId=p1&chainId=eip155:999`)
    expect([gasPrice.status, await gasPrice.json()]).toEqual([503, { status: 'FAILED', reasons: [{ field: 'transport', description: 'We failed to reach the provider for your request' }] }])
    const options = await fetch(`${server.url}/v1/onramp/buy/options?projectId=p1&country=US`)
    expect([options.status, await options.json()]).toEqual([503, { status: 'FAILED', reasons: [{ field: '', description: 'OnRamp provider is temporarily unavailable' }] }])
    expect([await counted('eip155:999', 'rpc'), await counted('coinbase', 'onramp')]).toEqual([before[0]! + 1, before[1]! + 1])
  })

  it('lets an in-flight request finish when stopped, then takes no more', async () => {
    const inFlight = rpc('eip155:999', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' })
    await new Promise((resolve) => setTimeout(resolve, 100))
    const stopped = server.stop()
    expect((await inFlight).status).toBe(503)
    await stopped
    await expect(fetch(`${server.url}/health`)).rejects.toThrow()
  })
})


import type { BrowserContext, Page } from 'playwright-core'
import { z } from 'zod'

/** A request the page sent to a host other than 127.0.0.1 / localhost (a backend, a CDN, a font host). */
export interface BackendRequest {
  url: string
  method: string
}

/** What a backend answered a request: its status and body bytes (uncompressed). */
export interface BackendAnswer {
  url: string
  status: number
  bytes: number
}

/** The page's choice of backend: the stubs, with JSON-RPC to a node, or the hosted hosts on a Portico Server. */
export interface OfflineBackend {
  /** Sends JSON-RPC to this node instead of answering it with an error (Portico's Receive run). */
  forwardRpcTo?: string
  /** Sends every request to a hosted host (HOSTED_HOSTS) to this Portico Server, path and query kept. */
  forwardHostedTo?: string
}

const isLocal = (url: URL) => url.hostname === '127.0.0.1' || url.hostname === 'localhost'

/** The hosts of the hosted services AppKit calls; an operator rewrites them to a Portico Server. */
export const HOSTED_HOSTS: readonly string[] = ['api.web3modal.org', 'rpc.walletconnect.org', 'pulse.walletconnect.org', 'api.web3modal.com', 'rpc.walletconnect.com', 'pulse.walletconnect.com']

/**
 * The same answers for every product: the shapes an empty project gets (no remote config, no
 * wallets, analytics off), so no product is fed data another does not get. RainbowKit reaches the
 * same backend as AppKit through the WalletConnect provider wagmi's connector loads
 * (api.web3modal.org `config`, pulse.walletconnect.org events), so these answer it too.
 */
const API_FIXTURES: Record<string, unknown> = {
  '/appkit/v1/config': { features: null },
  '/appkit/v1/project-limits': { planLimits: { tier: 'none', isAboveMauLimit: false, isAboveRpcLimit: false } },
  '/projects/v1/origins': { allowedOrigins: [] },
  '/getAnalyticsConfig': { isAnalyticsEnabled: false },
  '/getWallets': { count: 0, data: [] },
}

const jsonRpcRequestSchema = z.object({ jsonrpc: z.literal('2.0'), id: z.union([z.number(), z.string(), z.null()]) })

interface StubResponse {
  status: number
  body?: string
  /** Headers of a forwarded answer; a stub's are the permissive CORS set. */
  headers?: { name: string; value: string }[]
}

/** Headers a forwarded request or answer must not carry over: the hop's own, and the encoding fetch undid. */
const HOP_HEADERS = new Set(['host', 'connection', 'content-length', 'content-encoding', 'transfer-encoding', 'accept-encoding', 'keep-alive'])

/** The request as the page sent it, to `serverUrl` (its Origin kept, so the project's CORS and origin rules apply). */
async function forwardToServer(url: string, method: string, headers: Record<string, string>, body: string | undefined, serverUrl: string): Promise<StubResponse> {
  const { pathname, search } = new URL(url)
  const kept = Object.entries(headers).filter(([name]) => !HOP_HEADERS.has(name.toLowerCase()))
  const response = await fetch(`${serverUrl}${pathname}${search}`, { method, headers: kept, ...(body === undefined || method === 'GET' || method === 'HEAD' ? {} : { body }) })
  const answer = Buffer.from(await response.arrayBuffer())
  return {
    status: response.status,
    body: answer.length === 0 ? undefined : answer.toString('base64'),
    headers: [...response.headers].filter(([name]) => !HOP_HEADERS.has(name)).map(([name, value]) => ({ name, value })),
  }
}

const STUB_HEADERS = [
  { name: 'content-type', value: 'application/json' },
  { name: 'access-control-allow-origin', value: '*' },
  { name: 'access-control-allow-methods', value: '*' },
  { name: 'access-control-allow-headers', value: '*' },
]

/** The stub answer to a backend request: a fixture, a JSON-RPC answer (or anvil's), else 204. */
async function answer(url: string, method: string, body: string | undefined, forwardRpcTo: string | undefined): Promise<StubResponse> {
  const fixture = API_FIXTURES[new URL(url).pathname]
  if (fixture !== undefined) return { status: 200, body: JSON.stringify(fixture) }

  const rpc = method === 'POST' && body ? jsonRpcRequestSchema.safeParse(safeJson(body)) : undefined
  if (body && rpc?.success) {
    if (forwardRpcTo) {
      const response = await fetch(forwardRpcTo, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      return { status: response.status, body: await response.text() }
    }
    return { status: 200, body: JSON.stringify({ jsonrpc: '2.0', id: rpc.data.id, error: { code: -32603, message: 'offline benchmark' } }) }
  }
  // Fonts, images, analytics events: nothing to send back.
  return { status: 204 }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

const requestPausedSchema = z.object({
  requestId: z.string(),
  request: z.object({ url: z.string(), method: z.string(), headers: z.record(z.string(), z.string()), postData: z.optional(z.string()) }),
})

/**
 * A new page of `context` that reaches no backend: every https request (every backend, CDN and
 * font host; the apps are served over http on 127.0.0.1) is answered from the stubs above, every
 * non-local WebSocket is closed, and every non-local request is recorded with what it was answered.
 * `forwardRpcTo` sends JSON-RPC to a local node instead (anvil stands in for mainnet in Portico's
 * Receive run); `forwardHostedTo` sends the hosted hosts' requests to a Portico Server (the others
 * still get the stubs).
 *
 * Only https is paused (CDP's Fetch with a URL pattern), never the apps' own files: Playwright's
 * `route` pauses every request of the page for the driver to decide, which delayed each chunk a
 * lazy app fetches on a click (about 6 ms each here) and so favoured apps that fetch nothing then.
 */
export async function offlinePage(context: BrowserContext, options: OfflineBackend = {}): Promise<{ page: Page; backend: BackendRequest[]; answers: BackendAnswer[] }> {
  const backend: BackendRequest[] = []
  const answers: BackendAnswer[] = []
  await context.routeWebSocket(
    (url) => !isLocal(url),
    (socket) => {
      backend.push({ url: socket.url(), method: 'WEBSOCKET' })
      return socket.close({ code: 1011, reason: 'offline benchmark' })
    },
  )
  const page = await context.newPage()
  page.on('request', (request) => {
    if (!isLocal(new URL(request.url()))) backend.push({ url: request.url(), method: request.method() })
  })
  const cdp = await context.newCDPSession(page)
  cdp.on('Fetch.requestPaused', (event) => {
    const { requestId, request } = requestPausedSchema.parse(event)
    const hosted = options.forwardHostedTo !== undefined && HOSTED_HOSTS.includes(new URL(request.url).hostname)
    const answered = hosted
      ? forwardToServer(request.url, request.method, request.headers, request.postData, options.forwardHostedTo ?? '')
      : answer(request.url, request.method, request.postData, options.forwardRpcTo).then(({ status, body }) => ({ status, body: body === undefined ? undefined : Buffer.from(body).toString('base64'), headers: undefined }))
    void answered
      .then(({ status, body, headers }) => {
        answers.push({ url: request.url, status, bytes: body === undefined ? 0 : Buffer.from(body, 'base64').length })
        return cdp.send('Fetch.fulfillRequest', {
          requestId,
          responseCode: status,
          // A stub's: permissive CORS, preflights included (they get the 204).
          responseHeaders: headers ?? STUB_HEADERS,
          ...(body === undefined ? {} : { body }),
        })
      })
      .catch(() => undefined)
  })
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: 'https://*', requestStage: 'Request' }] })
  return { page, backend, answers }
}

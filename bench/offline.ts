import type { BrowserContext, Page } from 'playwright-core'
import { z } from 'zod'

/** A request the page sent to a host other than 127.0.0.1 / localhost (a backend, a CDN, a font host). */
export interface BackendRequest {
  url: string
  method: string
}

const isLocal = (url: URL) => url.hostname === '127.0.0.1' || url.hostname === 'localhost'

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
}

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
  request: z.object({ url: z.string(), method: z.string(), postData: z.optional(z.string()) }),
})

/**
 * A new page of `context` that reaches no backend: every https request (every backend, CDN and
 * font host; the apps are served over http on 127.0.0.1) is answered from the stubs above, every
 * non-local WebSocket is closed, and every non-local request is recorded. `forwardRpcTo` sends
 * JSON-RPC to a local node instead (anvil stands in for mainnet in Portico's Receive run).
 *
 * Only https is paused (CDP's Fetch with a URL pattern), never the apps' own files: Playwright's
 * `route` pauses every request of the page for the driver to decide, which delayed each chunk a
 * lazy app fetches on a click (about 6 ms each here) and so favoured apps that fetch nothing then.
 */
export async function offlinePage(context: BrowserContext, options: { forwardRpcTo?: string } = {}): Promise<{ page: Page; backend: BackendRequest[] }> {
  const backend: BackendRequest[] = []
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
    void answer(request.url, request.method, request.postData, options.forwardRpcTo)
      .then(({ status, body }) =>
        cdp.send('Fetch.fulfillRequest', {
          requestId,
          responseCode: status,
          // Permissive CORS, preflights included (they get the 204).
          responseHeaders: [
            { name: 'content-type', value: 'application/json' },
            { name: 'access-control-allow-origin', value: '*' },
            { name: 'access-control-allow-methods', value: '*' },
            { name: 'access-control-allow-headers', value: '*' },
          ],
          ...(body === undefined ? {} : { body: Buffer.from(body).toString('base64') }),
        }),
      )
      .catch(() => undefined)
  })
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: 'https://*', requestStage: 'Request' }] })
  return { page, backend }
}

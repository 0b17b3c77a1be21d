import type { BrowserContext, Route } from 'playwright-core'
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

async function answer(route: Route, forwardRpcTo: string | undefined): Promise<void> {
  const request = route.request()
  const fixture = API_FIXTURES[new URL(request.url()).pathname]
  if (fixture !== undefined) return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(fixture) })

  const body = request.method() === 'POST' ? request.postData() : null
  const rpc = body ? jsonRpcRequestSchema.safeParse(safeJson(body)) : undefined
  if (body && rpc?.success) {
    if (forwardRpcTo) {
      const response = await fetch(forwardRpcTo, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      return route.fulfill({ status: response.status, contentType: 'application/json', body: await response.text() })
    }
    const error = { jsonrpc: '2.0', id: rpc.data.id, error: { code: -32603, message: 'offline benchmark' } }
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(error) })
  }
  // Fonts, images, analytics events: nothing to send back.
  return route.fulfill({ status: 204 })
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * Answers every request to a non-local host from the stubs above, closes every non-local
 * WebSocket, and records both. `forwardRpcTo` sends JSON-RPC to a local node instead (anvil
 * stands in for mainnet in Portico's Receive run). Nothing reaches the internet.
 */
export async function goOffline(context: BrowserContext, options: { forwardRpcTo?: string } = {}): Promise<BackendRequest[]> {
  const requests: BackendRequest[] = []
  const record = (url: string, method: string) => requests.push({ url, method })
  await context.route(
    (url) => !isLocal(url),
    (route) => {
      record(route.request().url(), route.request().method())
      return answer(route, options.forwardRpcTo)
    },
  )
  await context.routeWebSocket(
    (url) => !isLocal(url),
    (socket) => {
      record(socket.url(), 'WEBSOCKET')
      return socket.close({ code: 1011, reason: 'offline benchmark' })
    },
  )
  return requests
}

import type { BrowserContext } from 'playwright-core'

/**
 * The hosted hosts AppKit calls: the catalogue and project API, the Blockchain API with its
 * JSON-RPC, analytics. An operator rewrites these at the dapp's edge; the test does it here.
 */
export const HOSTED_HOSTS = ['api.web3modal.org', 'rpc.walletconnect.org', 'pulse.walletconnect.org', 'api.web3modal.com', 'rpc.walletconnect.com', 'pulse.walletconnect.com'] as const

/** A hosted call as Portico Server answered it. */
export interface HostedCall {
  method: string
  host: string
  /** Path and query, as sent to the hosted host. */
  path: string
  status: number
  /** The request's body, when it had one. */
  body: string | undefined
}

const isLocal = (url: URL) => url.hostname === '127.0.0.1' || url.hostname === 'localhost'
const isHosted = (url: URL) => (HOSTED_HOSTS as readonly string[]).includes(url.hostname)

/**
 * Sends every request the context's pages make to a hosted host to `serverUrl` instead (same path
 * and query, method, headers and body; the page's Origin included, so the project's CORS and
 * origin rules apply), and answers it with what the server said. Every other host is offline: a
 * request is aborted, a WebSocket (WalletConnect's relay) closed. Returns the calls as they happen.
 */
export async function routeHostedToServer(context: BrowserContext, serverUrl: string): Promise<HostedCall[]> {
  const calls: HostedCall[] = []
  await context.routeWebSocket((url) => !isLocal(url), (socket) => socket.close({ code: 1011, reason: 'offline test' }))
  // Registered first, so the hosted route below (the later one) takes its hosts.
  await context.route((url) => !isLocal(url) && !isHosted(url), (route) => route.abort('internetdisconnected'))
  await context.route(isHosted, async (route) => {
    const request = route.request()
    const url = new URL(request.url())
    const response = await route.fetch({ url: `${serverUrl}${url.pathname}${url.search}` })
    calls.push({ method: request.method(), host: url.hostname, path: `${url.pathname}${url.search}`, status: response.status(), body: request.postData() ?? undefined })
    await route.fulfill({ response })
  })
  return calls
}

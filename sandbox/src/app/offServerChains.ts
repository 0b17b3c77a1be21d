import { getResponse, http, type HttpHandler } from 'msw'

/** The base URL the plugins' mocks answer (the product's default Blockchain API). */
const MOCKED_API = 'https://rpc.walletconnect.org'

/**
 * Portico Server serves the local EVM chains; the sandbox's Solana devnet and Bitcoin testnet live
 * only in the page's mocks. A Blockchain API call for one of those chains (its `chainId` not
 * `eip155:`) is answered by the plugins' mocks; every other call reaches the server.
 * @example setupWorker(offServerChains('http://127.0.0.1:5190', pluginHandlers))
 */
export function offServerChains(serverUrl: string, mocks: readonly HttpHandler[]): HttpHandler {
  const base = serverUrl.replace(/\/$/, '')
  return http.all(`${base}/v1/*`, async ({ request }) => {
    const url = new URL(request.url)
    const chainId = url.searchParams.get('chainId')
    if (!chainId || chainId.startsWith('eip155:')) return undefined
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.clone().arrayBuffer()
    const mocked = new Request(`${MOCKED_API}${url.pathname}${url.search}`, { method: request.method, headers: request.headers, body })
    return getResponse([...mocks], mocked)
  })
}

import type { BrowserContext } from 'playwright-core'

/** AppKit's frame URL's host: the hosted secure site (`https://secure.walletconnect.org/sdk`). */
export const SECURE_SITE_HOST = 'secure.walletconnect.org'

/** A request to a public host as its target answered it. */
export interface RoutedCall {
  method: string
  url: string
  status: number
}

/**
 * Sends every request the context's pages make to one of `targets`' hosts (`host` → origin or URL)
 * to that target instead, with the same path, query, method, headers and body (the page's Origin
 * included), and answers it with what the target said. A page on a public origin may not call
 * loopback addresses, so the secure frame's own calls (its auth service, its nodes) go through
 * public names too, as they would through an operator's TLS proxy. Registered after
 * routeHostedToServer, these routes take their hosts first. Returns the calls as they happen.
 */
export async function routeHostsTo(context: BrowserContext, targets: Readonly<Record<string, string>>): Promise<RoutedCall[]> {
  const calls: RoutedCall[] = []
  await context.route(
    (url) => Object.hasOwn(targets, url.hostname),
    async (route) => {
      const request = route.request()
      const url = new URL(request.url())
      const target = new URL(targets[url.hostname] ?? '')
      // A target with a path of its own (a node's URL) takes the request there; an origin keeps the request's path.
      const path = target.pathname === '/' ? `${url.pathname}${url.search}` : `${target.pathname}${target.search}`
      const response = await route.fetch({ url: `${target.origin}${path}` })
      calls.push({ method: request.method(), url: request.url(), status: response.status() })
      await route.fulfill({ response })
    },
  )
  return calls
}

import type { Page } from 'playwright-core'

/** The Blockchain API, the wallet catalogue API and the analytics API a dapp's page talks to (the defaults). */
const PORTICO_API_ORIGINS = ['https://rpc.walletconnect.org', 'https://api.web3modal.org', 'https://pulse.walletconnect.org']

/**
 * The README's strict policy for the sandbox page: no 'unsafe-inline' or 'unsafe-eval' anywhere;
 * the local chains stand in for a dapp's RPC, the sandbox secure site for secure.walletconnect.org.
 */
export function strictPolicy(args: { rpcUrls: readonly string[]; secureSiteUrl: string }): string {
  const rpc = args.rpcUrls.map((url) => new URL(url).origin)
  const secureSite = new URL(args.secureSiteUrl).origin
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self' ${[...PORTICO_API_ORIGINS, 'wss://relay.walletconnect.org', ...rpc].join(' ')}`,
    `frame-src ${secureSite}`,
    "img-src 'self' data: blob: https://api.web3modal.org",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ')
}

/**
 * Serves the page's HTML documents with `policy` as their Content-Security-Policy header and
 * records every violation: the page's `securitypolicyviolation` events (composed, so those in shadow
 * roots too) and chromium's console reports.
 */
export async function enforcePolicy(page: Page, origin: string, policy: string): Promise<string[]> {
  const violations: string[] = []
  await page.route(
    (url) => url.origin === origin && (url.pathname === '/' || url.pathname.endsWith('.html')),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback()
      const response = await route.fetch()
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } })
    },
  )
  await page.exposeFunction('__porticoCspViolation', (line: string) => violations.push(line))
  await page.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (e) => window.__porticoCspViolation(e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline') + ' at ' + e.sourceFile + ':' + e.lineNumber + ' ' + (e.sample || '')), true)`,
  })
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(`console: ${message.text()}`)
  })
  return violations
}

import type { Page } from 'playwright-core'

/** The Blockchain API, the wallet catalogue API and the analytics API a dapp's page talks to (the defaults). */
const PORTICO_API_ORIGINS = ['https://rpc.walletconnect.org', 'https://api.web3modal.org', 'https://pulse.walletconnect.org']
/** WalletConnect's Verify server: a hidden frame attests each pairing proposal. */
const WALLETCONNECT_VERIFY = ['https://verify.walletconnect.org', 'https://verify.walletconnect.com']

/**
 * The strict policy of docs/data-from-the-network.md, for the sandbox page: no 'unsafe-inline' or 'unsafe-eval' anywhere;
 * the local chains stand in for a dapp's RPC, the sandbox secure site for secure.walletconnect.org,
 * a local relay (when given) for relay.walletconnect.org, Portico Server (when given) for the three APIs.
 */
export function strictPolicy(args: { rpcUrls: readonly string[]; secureSiteUrl: string; relayUrl?: string; porticoServerUrl?: string }): string {
  const rpc = args.rpcUrls.map((url) => new URL(url).origin)
  const apis = args.porticoServerUrl ? [new URL(args.porticoServerUrl).origin] : PORTICO_API_ORIGINS
  const images = args.porticoServerUrl ? new URL(args.porticoServerUrl).origin : 'https://api.web3modal.org'
  const relay = args.relayUrl ? new URL(args.relayUrl).origin : 'wss://relay.walletconnect.org'
  const secureSite = new URL(args.secureSiteUrl).origin
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self' ${[...apis, relay, ...rpc].join(' ')}`,
    `frame-src ${[secureSite, ...WALLETCONNECT_VERIFY].join(' ')}`,
    `img-src 'self' data: blob: ${images}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ')
}

/** `path` (with its query) asking the sandbox server for `policy` as the document's Content-Security-Policy header. */
export function withPolicy(path: string, policy: string): string {
  const url = new URL(path, 'http://sandbox.invalid')
  url.searchParams.set('csp', policy)
  return `${url.pathname}${url.search}`
}

/**
 * Records every violation of the page's policy: its `securitypolicyviolation` events (composed, so
 * those in shadow roots too) and chromium's console reports. Call before the first navigation.
 */
export async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction('__porticoCspViolation', (line: string) => violations.push(line))
  await page.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (e) => window.__porticoCspViolation(e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline') + ' at ' + e.sourceFile + ':' + e.lineNumber + ' ' + (e.sample || '')), true)`,
  })
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(`console: ${message.text()}`)
  })
  return violations
}

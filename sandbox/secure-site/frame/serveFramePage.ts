import { existsSync, readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import sirv from 'sirv'
import { AuthError } from '../auth/authError'
import { readJsonBody } from '../auth/readJsonBody'
import { framePageHtml } from './framePageHtml'
import { FUND_PATH, fundBodySchema } from './fundSchemas'
import { FundError, type FundNewAccounts } from './fundNewAccounts'
import type { SecureSiteConfig } from './secureSiteConfig'
import { SOCIAL_CALLBACK_PATH } from './socialCallbackPath'
import { listenOnLoopback, sendJson } from '../http/loopbackServer'

export type ServeFramePageOptions = {
  /** The frame app's build folder (dist/secure-site), with its index.html. */
  root: string
  port: number
  config: SecureSiteConfig
  fund: FundNewAccounts
}

export type FramePageServer = {
  /** The secure site's origin, e.g. `http://127.0.0.1:5174`. */
  url: string
  close(): Promise<void>
}

/**
 * Serves the frame app on 127.0.0.1: `/` is the page with its config (and so is the social login
 * callback page, SOCIAL_CALLBACK_PATH, which the same script runs), the rest its built assets,
 * and POST /v1/fund funds a new embedded account. No X-Frame-Options or frame-ancestors: any page
 * may embed the frame, which itself refuses requests from origins off its allow-list (and says so).
 * @example const server = await serveFramePage({ root: 'dist/secure-site', port: 5174, config, fund })
 */
export async function serveFramePage({ root, port, config, fund }: ServeFramePageOptions): Promise<FramePageServer> {
  const templatePath = join(root, 'index.html')
  if (!existsSync(templatePath)) throw new Error(`No frame app at ${templatePath}: run \`npm run build\` first`)
  const page = framePageHtml(readFileSync(templatePath, 'utf8'), config)
  const connectSources = ["'self'", new URL(config.authUrl).origin, ...config.chains.map((chain) => new URL(chain.rpcUrl).origin), ...(config.farcasterRelayUrl ? [new URL(config.farcasterRelayUrl).origin] : [])]
  const pageHeaders = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // Scripts only from this origin: the config block is data, and nothing from the page may run here.
    'content-security-policy': `default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src ${connectSources.join(' ')}; base-uri 'none'; form-action 'none'`,
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  }
  // No extension guessing: the built index.html is only ever served as the page, with its config and headers.
  const assets = sirv(root, { dev: false, etag: true, gzip: false, brotli: false, single: false, extensions: [] })

  // Known once bound (port 0 picks one); requests arrive only after that.
  let selfOrigin = ''
  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => sendError(res, error))
  })

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const { pathname } = new URL(req.url ?? '/', 'http://secure-site.invalid')
    if ((req.method === 'GET' || req.method === 'HEAD') && (pathname === '/' || pathname === '/index.html' || pathname === SOCIAL_CALLBACK_PATH)) {
      res.writeHead(200, pageHeaders)
      res.end(req.method === 'HEAD' ? undefined : page)
      return
    }
    if (pathname === FUND_PATH) {
      if (req.method !== 'POST') throw new FundError(405, 'POST only')
      // Only the frame itself (same origin) asks; browsers send Origin on every POST.
      const origin = req.headers.origin
      if (origin !== undefined && origin !== selfOrigin) throw new FundError(403, `Origin ${origin} is not allowed`)
      const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1]
      if (!token) throw new FundError(401, 'Send the session token as Authorization: Bearer <token>')
      sendJson(res, 200, await fund(token, await readJsonBody(req, fundBodySchema)))
      return
    }
    const notFound = () => {
      res.writeHead(404, { 'content-type': 'text/plain' })
      res.end('Not found')
    }
    if (pathname.endsWith('.html')) notFound()
    else assets(req, res, notFound)
  }

  const listening = await listenOnLoopback(server, port)
  selfOrigin = listening.url
  return listening
}


function sendError(res: ServerResponse, error: unknown) {
  if (res.headersSent) {
    res.end()
    return
  }
  if (error instanceof FundError || error instanceof AuthError) {
    sendJson(res, error.status, { error: { message: error.message } })
    return
  }
  console.error('[secure site]', error)
  sendJson(res, 500, { error: { message: 'Something went wrong' } })
}

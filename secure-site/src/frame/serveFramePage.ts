import { serializeError } from '@portico/server/db'
import { logLine } from '../logLine'
import { existsSync, readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import sirv from 'sirv'
import { AuthError } from '../auth/authError'
import { readJsonBody } from '../auth/readJsonBody'
import { readFormPostAnswer } from './readFormPostAnswer'
import { framePageHtml } from './framePageHtml'
import { FormPostError } from './formPostError'
import { FundError } from './fundError'
import { FUND_PATH, fundBodySchema, type FundNewAccounts } from './fundSchemas'
import type { ProjectSettings } from '../settings/secureSiteSettings'
import { projectFrameConfig, type FrameSiteConfig } from './projectFrameConfig'
import { secureSiteConfigSchema } from './secureSiteConfig'
import { APPROVAL_POPUP_PATH } from './approvalPopupPath'
import { SOCIAL_CALLBACK_PATH } from './socialCallbackPath'
import { listenOnLoopback, sendJson } from '../http/loopbackServer'

export type ServeFramePageOptions = {
  /** The frame app's build folder (dist/secure-site), with its index.html. */
  root: string
  port: number
  /** 127.0.0.1 by default. */
  host?: string
  /** The origin pages reach this server at (behind a proxy); where it listens by default. The frame's own calls come from it. */
  publicUrl?: string
  /** What every page is told (auth service, chains, logins). */
  site: FrameSiteConfig
  /** Per project id (the frame URL's `?projectId=`): the dapp origins that may embed its frame page, and its settings. */
  projects: Readonly<Record<string, ProjectSettings>>
  /**
   * Only on test networks (the sandbox's faucet): with it the pages say `fundNewAccounts: true` and
   * POST /v1/fund answers; without it the frame asks for no funding and that path is not found.
   */
  fund?: FundNewAccounts
}

export type FramePageServer = {
  /** The secure site's origin, e.g. `http://127.0.0.1:5174`. */
  url: string
  close(): Promise<void>
}

/**
 * Serves the frame app on 127.0.0.1: `/` (and `/sdk`, the hosted frame's path) is the page with its config (and so are the social login
 * callback page, SOCIAL_CALLBACK_PATH, and the approval popup, APPROVAL_POPUP_PATH, which the same
 * script runs), the rest its built assets, and POST /v1/fund funds a new embedded account when a
 * faucet is given. The
 * frame page of a project (`/?projectId=`) may be embedded only by that project's dapp origins, at
 * every level (`frame-ancestors`); a missing or unknown project gets a plain 400 or 404 that no
 * page may embed. The callback and popup pages are top-level windows and may be embedded by none.
 * @example const server = await serveFramePage({ root: 'dist/secure-site', port: 5174, site, projects, fund })
 */
export async function serveFramePage({ root, port, host, publicUrl, site: siteSettings, projects, fund }: ServeFramePageOptions): Promise<FramePageServer> {
  // The pages' funding flag follows the faucet, so a frame never asks a site that cannot fund.
  const site: FrameSiteConfig = { ...siteSettings, fundNewAccounts: fund !== undefined }
  const templatePath = join(root, 'index.html')
  if (!existsSync(templatePath)) throw new Error(`No frame app at ${templatePath}: run \`npm run build\` first`)
  const template = readFileSync(templatePath, 'utf8')
  const connectSources = ["'self'", new URL(site.authUrl).origin, ...site.chains.map((chain) => new URL(chain.rpcUrl).origin), ...(site.farcasterRelayUrl ? [new URL(site.farcasterRelayUrl).origin] : [])]
  // Scripts only from this origin: the config block is data, and nothing from the page may run here.
  // 'wasm-unsafe-eval' lets the frame compile Argon2id's WebAssembly (the recovery password); it allows no JavaScript eval.
  const policy = `default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src ${connectSources.join(' ')}; base-uri 'none'; form-action 'none'`
  const headersFor = (frameAncestors: string) => ({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': `${policy}; frame-ancestors ${frameAncestors}`,
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  })
  // Built once per project: each page carries only its own project's origins, in its header and its config.
  const framePages = new Map(
    Object.entries(projects).map(([id, project]) => [id, { html: framePageHtml(template, projectFrameConfig(site, id, project)), headers: headersFor(project.allowedOrigins.join(' ')) }]),
  )
  // Never framed: a framed popup or callback page could be faded or covered like the frame.
  const topLevelPageHeaders = { ...headersFor("'none'"), 'x-frame-options': 'DENY' }
  // The callback page posts the sign-in result back to the dapp that started it, whichever project that is.
  const allOrigins = [...new Set(Object.values(projects).flatMap((project) => project.allowedOrigins))]
  const topLevelPage = framePageHtml(template, secureSiteConfigSchema.parse({ ...site, allowedDappOrigins: allOrigins }))
  // No extension guessing: the built index.html is only ever served as the page, with its config and headers.
  const assets = sirv(root, { dev: false, etag: true, gzip: false, brotli: false, single: false, extensions: [] })

  // Known once bound (port 0 picks one); requests arrive only after that.
  let selfOrigin = ''
  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => sendError(res, error))
  })

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const { pathname, searchParams } = new URL(req.url ?? '/', 'http://secure-site.invalid')
    const read = req.method === 'GET' || req.method === 'HEAD'
    if (read && (pathname === SOCIAL_CALLBACK_PATH || pathname === APPROVAL_POPUP_PATH)) {
      res.writeHead(200, topLevelPageHeaders)
      res.end(req.method === 'HEAD' ? undefined : topLevelPage)
      return
    }
    // form_post (Apple's): the provider POSTs the answer; the callback page reads it from the URL as any other.
    if (req.method === 'POST' && pathname === SOCIAL_CALLBACK_PATH) {
      res.writeHead(303, { location: `${SOCIAL_CALLBACK_PATH}?${await readFormPostAnswer(req)}`, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' })
      res.end()
      return
    }
    if (read && FRAME_PAGE_PATHS.includes(pathname)) {
      const projectId = searchParams.get('projectId')
      const framePage = projectId === null ? undefined : framePages.get(projectId)
      const [status, body] = framePage ? [200, framePage.html] : projectId ? [404, 'Unknown project'] : [400, 'The frame page needs ?projectId=']
      res.writeHead(status, framePage?.headers ?? REFUSED_PAGE_HEADERS)
      res.end(req.method === 'HEAD' ? undefined : body)
      return
    }
    // For the load balancer: the page is built and the process answers.
    if (req.method === 'GET' && pathname === '/healthz') {
      sendJson(res, 200, { ok: true })
      return
    }
    if (fund && pathname === FUND_PATH) {
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

  const listening = await listenOnLoopback(server, port, host)
  selfOrigin = publicUrl ?? listening.url
  return listening
}

/** The frame page's paths: `/sdk` is the hosted secure site's (AppKit's frame URL), `/` and `/index.html` Portico's. */
const FRAME_PAGE_PATHS: readonly string[] = ['/', '/index.html', '/sdk']

/** A refused frame page: plain text that no page may embed, so a dapp sees the failure and nothing runs. */
const REFUSED_PAGE_HEADERS = {
  'content-type': 'text/plain; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
}

function sendError(res: ServerResponse, error: unknown) {
  if (res.headersSent) {
    res.end()
    return
  }
  if (error instanceof FundError || error instanceof FormPostError || error instanceof AuthError) {
    sendJson(res, error.status, { error: { message: error.message } })
    return
  }
  logLine('error', 'frame request failed', { err: serializeError(error) })
  sendJson(res, 500, { error: { message: 'Something went wrong' } })
}

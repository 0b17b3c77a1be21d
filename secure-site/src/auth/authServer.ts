import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { serializeError } from '@portico/server/db'
import { logLine } from '../logLine'
import { AuthError } from './authError'
import { DEFAULT_EMAIL_LIMITS, type EmailLimits } from './emailLimits'
import type { AuthService } from './authService'
import { readJsonBody } from './readJsonBody'
import { connectEmailBodySchema, connectFarcasterBodySchema, connectOtpBodySchema, connectSocialBodySchema, deviceShareBodySchema, keySharesBodySchema, otpBodySchema, updateEmailBodySchema } from './schemas'
import { clientAddressOf, type TrustProxy } from '../http/clientAddressOf'
import { createRateLimit } from '../http/createRateLimit'
import { listenOnLoopback, sendJson } from '../http/loopbackServer'
import type { SecureSiteMetrics } from '../metrics/createSecureSiteMetrics'
import { observeRequest } from '../metrics/observeRequest'

export interface AuthServerOptions {
  service: AuthService
  /** Origins whose pages may call the API (the secure site's), exact `scheme://host:port`. */
  allowedOrigins: readonly string[]
  /** 0, the default, picks a free port. */
  port?: number
  /** 127.0.0.1 by default. */
  host?: string
  /** Counts every request, and serves `GET /metrics` (Prometheus text); without it there is no /metrics. */
  metrics?: SecureSiteMetrics
  /** Where the client's address comes from behind a proxy; unset, the connection's own. */
  trustProxy?: TrustProxy
  /** DEFAULT_EMAIL_LIMITS, but for those given (the per-client bounds on the email routes). */
  emailLimits?: Partial<EmailLimits>
}

export interface AuthServer {
  /** Origin without a trailing slash, e.g. `http://127.0.0.1:5180`. */
  url: string
  close(): Promise<void>
}

type Handler = (req: IncomingMessage, token: () => string) => Promise<unknown>

/**
 * Serves an AuthService as JSON over HTTP on 127.0.0.1. Errors answer `{ error: { code, message, ... } }`
 * with their status; COOLDOWN also sets Retry-After. With `metrics`, `GET /metrics` answers them as
 * Prometheus text (to a scraper: a page of another origin is refused like any other).
 * @example const server = await startAuthServer({ service, allowedOrigins: ['http://127.0.0.1:5174'], metrics: createSecureSiteMetrics() })
 */
export async function startAuthServer({ service, allowedOrigins, port = 0, host, metrics, trustProxy, emailLimits }: AuthServerOptions): Promise<AuthServer> {
  const limits = { ...DEFAULT_EMAIL_LIMITS, ...emailLimits }
  // In memory per instance: N instances let a client start N times as many.
  const emailConnects = createRateLimit({ limit: limits.connectsPerClientPerMinute, windowMs: 60_000 })
  const deviceConnects = createRateLimit({ limit: limits.devicePollsPerClientPerMinute, windowMs: 60_000 })
  const clientOf = (req: IncomingMessage) => clientAddressOf(req, trustProxy)
  const routes: Record<string, Handler> = {
    'POST /v1/email/connect': async (req) => {
      const client = clientOf(req)
      if (!emailConnects.take(client)) throw new AuthError(429, 'RATE_LIMITED', 'Too many sign-ins started: wait a minute', { retryAfterSeconds: 60 })
      return service.connectEmail(await readJsonBody(req, connectEmailBodySchema), client)
    },
    'POST /v1/device/connect': async (req) => {
      if (!deviceConnects.take(clientOf(req))) throw new AuthError(429, 'RATE_LIMITED', 'Too many requests: wait a minute', { retryAfterSeconds: 60 })
      return service.connectDevice(await readJsonBody(req, connectEmailBodySchema))
    },
    'POST /v1/email/connect-otp': async (req) => service.connectOtp(await readJsonBody(req, connectOtpBodySchema)),
    'POST /v1/social/connect': async (req) => service.connectSocial(await readJsonBody(req, connectSocialBodySchema)),
    'POST /v1/farcaster/nonce': async (req) => service.farcasterNonce(clientOf(req)),
    'POST /v1/farcaster/connect': async (req) => service.connectFarcaster(await readJsonBody(req, connectFarcasterBodySchema)),
    'GET /v1/session': async (_req, token) => service.getSession(token()),
    'POST /v1/session/sign-out': async (_req, token) => service.signOut(token()).then(() => ({ ok: true })),
    'PUT /v1/key-shares': async (req, token) => {
      const auth = token()
      return service.putKeyShares(auth, await readJsonBody(req, keySharesBodySchema)).then(() => ({ ok: true }))
    },
    'GET /v1/key-shares/auth': async (_req, token) => service.getAuthShare(token()),
    'GET /v1/key-shares/recovery': async (_req, token) => service.getRecoveryShare(token()),
    'PUT /v1/key-shares/device': async (req, token) => {
      const auth = token()
      return service.putDeviceShare(auth, await readJsonBody(req, deviceShareBodySchema)).then(() => ({ ok: true }))
    },
    'DELETE /v1/account': async (_req, token) => service.deleteAccount(token()).then(() => ({ ok: true })),
    'POST /v1/email/update': async (req, token) => {
      const auth = token()
      return service.updateEmail(auth, await readJsonBody(req, updateEmailBodySchema))
    },
    'POST /v1/email/update/primary-otp': async (req, token) => {
      const auth = token()
      return service.updateEmailPrimaryOtp(auth, await readJsonBody(req, otpBodySchema))
    },
    'POST /v1/email/update/secondary-otp': async (req, token) => {
      const auth = token()
      return service.updateEmailSecondaryOtp(auth, await readJsonBody(req, otpBodySchema))
    },
    'GET /healthz': async () => ({ ok: true }),
  }
  // The only route labels: the paths the server answers.
  const knownPaths = new Set([...Object.keys(routes).map((key) => key.split(' ')[1]), APPROVE_PATH, METRICS_PATH])

  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://auth.invalid')
    const route = knownPaths.has(pathname) ? pathname : 'unmatched'
    if (metrics) observeRequest(metrics, req, res, route)
    void handle(req, res).catch((error: unknown) => {
      if (metrics && error instanceof AuthError && error.status === 429) metrics.rateLimited.inc({ route, reason: error.code.toLowerCase() })
      sendError(res, error)
    })
  })

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const origin = req.headers.origin
    // Pages of other origins get no CORS headers and no answer; a link opened from a mail has no Origin.
    if (origin !== undefined) {
      if (!allowedOrigins.includes(origin)) throw new AuthError(403, 'ORIGIN_NOT_ALLOWED', `Origin ${origin} is not allowed`)
      res.setHeader('access-control-allow-origin', origin)
      res.setHeader('vary', 'Origin')
    }
    const url = new URL(req.url ?? '/', 'http://auth.invalid')
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
        'access-control-allow-headers': 'authorization, content-type',
        'access-control-max-age': '600',
      })
      res.end()
      return
    }
    if (metrics && req.method === 'GET' && url.pathname === METRICS_PATH) {
      res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' })
      res.end(await metrics.registry.metrics())
      return
    }
    if (req.method === 'GET' && url.pathname === APPROVE_PATH) {
      await approvePage(res, () => service.approveDevice(url.searchParams.get('token') ?? ''))
      return
    }
    const route = routes[`${req.method} ${url.pathname}`]
    if (!route) throw new AuthError(404, 'NOT_FOUND', `No route ${req.method} ${url.pathname}`)
    sendJson(res, 200, await route(req, () => bearerToken(req)))
  }

  return listenOnLoopback(server, port, host)
}

const APPROVE_PATH = '/v1/device/approve'
const METRICS_PATH = '/metrics'

function bearerToken(req: IncomingMessage): string {
  const match = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')
  if (!match?.[1]) throw new AuthError(401, 'UNAUTHORIZED', 'Send the session token as Authorization: Bearer <token>')
  return match[1]
}

// The approval link is opened by a person from their inbox, so it answers a page, not JSON.
async function approvePage(res: ServerResponse, approve: () => Promise<void>) {
  let status = 200
  let text = 'Device approved. Go back to the sign-in window: the code is on its way to your inbox.'
  try {
    await approve()
  } catch (error) {
    if (!(error instanceof AuthError)) throw error
    status = error.status
    text = error.message
  }
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
  res.end(`<!doctype html><meta charset="utf-8"><title>Portico secure site</title><p>${text}</p>`)
}


function sendError(res: ServerResponse, error: unknown) {
  if (res.headersSent) {
    res.end()
    return
  }
  if (error instanceof AuthError) {
    if (error.details.retryAfterSeconds !== undefined) res.setHeader('retry-after', String(error.details.retryAfterSeconds))
    sendJson(res, error.status, { error: { code: error.code, message: error.message, ...error.details } })
    return
  }
  // A failed query's parameters (emails, sealed shares) stay out of the log.
  logLine('error', 'auth request failed', { err: serializeError(error) })
  sendJson(res, 500, { error: { code: 'INTERNAL', message: 'Something went wrong' } })
}

import type { ProjectConfig } from '../config/configSchema'
import { hostedError, type HostedError } from './hostedError'
import { BUSY_ANSWER } from './limitConcurrency'
import { originAllowed } from './originAllowed'
import type { ServerContext } from './serverContext'
import { UNREACHABLE_CHAINS_HEADER } from './unreachableChainsHeader'

/** What the gate reads of a request, whatever server framework received it. */
export interface GateRequest {
  method: string
  projectId: string | undefined
  origin: string | undefined
  /** The client's quota key (clientKey of its address). */
  client: string
  /** A preflight's `Access-Control-Request-Headers`. */
  requestHeaders?: string | undefined
}

/** An answer the gate sends now: a refusal, or a preflight's 204. */
export type GateRefusal =
  | { admitted: false; status: 204; body: null; headers: Record<string, string> }
  | { admitted: false; status: 400 | 401 | 403 | 429 | 503; body: HostedError; headers: Record<string, string> }

/** The gate's verdict: a GateRefusal, or the project, admitted until `release()`. */
export type GateVerdict = GateRefusal | { admitted: true; project: ProjectConfig; headers: Record<string, string>; release: () => void }

/** The CORS headers of an allowed origin, added to `headers`. */
function allowOrigin(headers: Record<string, string>, origin: string): void {
  headers['Access-Control-Allow-Origin'] = origin
  headers.Vary = 'Origin'
  headers['Access-Control-Expose-Headers'] = `Retry-After, ${UNREACHABLE_CHAINS_HEADER}`
}

/** A preflight's 204, with the methods and headers allowed when its origin is. */
function preflight(headers: Record<string, string>, allowed: boolean, methods: string, requestHeaders: string | undefined): GateRefusal {
  if (allowed) {
    headers['Access-Control-Allow-Methods'] = methods
    headers['Access-Control-Allow-Headers'] = requestHeaders ?? 'content-type'
    headers['Access-Control-Max-Age'] = '600'
  }
  return { admitted: false, status: 204, body: null, headers }
}

/** A quota spent: 429 in the hosted shape with Retry-After. */
function rateLimited(headers: Record<string, string>, retryAfterSeconds: number): GateRefusal {
  headers['Retry-After'] = String(retryAfterSeconds)
  return { admitted: false, status: 429, body: hostedError('rate_limit', 'Rate limited: Rate limit exceeded. Try again later'), headers }
}

/**
 * The hosted service's gate on every call, free of any server framework: a known `projectId`
 * (401 otherwise), CORS from the project's allowed origins, the project's rate limit and the
 * client's within it (429 + Retry-After), decided in memory and shared through the database
 * (createRateLimiter); at most `concurrency.perProject` of the project's requests in flight (503 +
 * Retry-After past it). An admitted request holds its project slot until `release()`.
 * @example const verdict = gate({ method: 'GET', projectId: 'p1', origin, client: '203.0.113.7' })
 */
export function createProjectGate(context: ServerContext, { enforceOrigin }: { enforceOrigin: boolean }): (request: GateRequest) => GateVerdict {
  const projects = new Map(context.config.projects.map((project) => [project.id, project]))
  return ({ method, projectId, origin, client, requestHeaders }) => {
    const headers: Record<string, string> = {}
    if (!projectId) return { admitted: false, status: 400, body: hostedError('projectId', 'Invalid parameter: projectId is required'), headers }
    const project = projects.get(projectId)
    if (!project) return { admitted: false, status: 401, body: hostedError('authentication', 'We failed to authenticate your request'), headers }
    const allowed = origin !== undefined && originAllowed(project, origin)
    if (allowed) allowOrigin(headers, origin)
    if (method === 'OPTIONS') return preflight(headers, allowed, 'GET, POST, OPTIONS', requestHeaders)
    if (enforceOrigin && origin !== undefined && !allowed) return { admitted: false, status: 403, body: hostedError('origin', 'not an allowed origin'), headers }
    const limit = context.rateLimiter.consume(
      [
        { key: project.id, limit: project.rateLimit },
        { key: `${project.id}|${client}`, limit: project.clientRateLimit },
      ],
      Date.now(),
    )
    if (!limit.allowed) return rateLimited(headers, limit.retryAfterSeconds)
    if (!context.inFlight.enter(project.id, context.config.concurrency.perProject)) return { admitted: false, status: 503, body: BUSY_ANSWER.body, headers: { ...headers, ...BUSY_ANSWER.headers } }
    return { admitted: true, project, headers, release: () => context.inFlight.leave(project.id) }
  }
}

/** The client limit of a projectless call when no project sets a smaller one (the projects' default). */
const FALLBACK_CLIENT_LIMIT = { requests: 300, windowSeconds: 60 }

/**
 * The gate of a call that carries no project (AppKit registers a name with none; the signature is
 * its authority): CORS for browsers of any project's allowed origins, and a quota per client under
 * `key`, at the smallest client limit any project has.
 * @example const gate = createProjectlessGate(context, { key: 'register-name', methods: 'POST, OPTIONS' })
 */
export function createProjectlessGate(context: { config: Pick<ServerContext['config'], 'projects'>; rateLimiter: ServerContext['rateLimiter'] }, { key, methods }: { key: string; methods: string }): (request: Omit<GateRequest, 'projectId'>) => GateRefusal | { admitted: true; headers: Record<string, string> } {
  const { projects } = context.config
  const clientLimit = projects.map((project) => project.clientRateLimit).reduce((smallest, limit) => (limit.requests / limit.windowSeconds < smallest.requests / smallest.windowSeconds ? limit : smallest), FALLBACK_CLIENT_LIMIT)
  return ({ method, origin, client, requestHeaders }) => {
    const headers: Record<string, string> = {}
    const allowed = origin !== undefined && projects.some((project) => originAllowed(project, origin))
    if (allowed) allowOrigin(headers, origin)
    if (method === 'OPTIONS') return preflight(headers, allowed, methods, requestHeaders)
    const limit = context.rateLimiter.consume([{ key: `${key}|${client}`, limit: clientLimit }], Date.now())
    if (!limit.allowed) return rateLimited(headers, limit.retryAfterSeconds)
    return { admitted: true, headers }
  }
}

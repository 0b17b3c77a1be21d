import type { Logger } from 'pino'
import type { AnalyticsWriter } from '../analytics/createAnalyticsWriter'
import type { Hono } from 'hono'
import type { ServerCache } from '../cache/createCache'
import type { ChainRuntime } from '../chains/createChainRuntime'
import type { PorticoServerConfig, ProjectConfig } from '../config/configSchema'
import type { Database } from '../db/database'
import type { NameLookup } from '../engines/identity/nameLookup'
import type { ServerMetrics } from '../metrics/createMetrics'
import type { RateLimiter } from '../rateLimit/createRateLimiter'
import type { ConcurrencyLimit } from './limitConcurrency'

/** What a route module reads: the parsed config, the database, chains, cache, metrics and logger. */
export interface ServerContext {
  config: PorticoServerConfig
  db: Database
  /** Readiness of the store (a query answers). */
  pingDatabase: () => Promise<void>
  chains: ReadonlyMap<string, ChainRuntime>
  cache: ServerCache
  /** The server's own names, behind ENS (the names engine fills it). */
  names: NameLookup
  metrics: ServerMetrics
  logger: Logger
  /** The projects' and clients' quotas. */
  rateLimiter: RateLimiter
  /** Where `/batch` puts the events it keeps. */
  analytics: AnalyticsWriter
  /** Requests in flight, per instance and per project. */
  inFlight: ConcurrencyLimit
  /** True once the instance is stopping: `/ready` answers 503 so a balancer sends no more. */
  stopping: () => boolean
}

/** Values the middleware sets for the handlers after it. */
export interface PorticoVariables {
  /** The project of the request's `projectId`, once checkProject has passed. */
  project: ProjectConfig
}

/**
 * The app every route module registers on: `registerXRoutes(app, context)` in
 * `server/src/routes/<area>.ts`.
 */
export type PorticoApp = Hono<{ Variables: PorticoVariables }>

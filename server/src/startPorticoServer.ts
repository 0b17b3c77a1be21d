import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { pino } from 'pino'
import { createAnalyticsWriter } from './analytics/createAnalyticsWriter'
import { createCache } from './cache/createCache'
import { createChainRuntime } from './chains/createChainRuntime'
import { serverConfigSchema, type PorticoServerConfigInput } from './config/configSchema'
import { createDatabase } from './db/createDatabase'
import type { PorticoDatabase } from './db/database'
import { createDbNameStore } from './engines/names/createDbNameStore'
import { createNameLookup } from './engines/names/nameOfAddress'
import { createApp } from './http/createApp'
import { createConcurrencyLimit } from './http/limitConcurrency'
import { serializeError } from './http/serializeError'
import type { ServerContext } from './http/serverContext'
import { createMetrics } from './metrics/createMetrics'
import { createRateLimiter } from './rateLimit/createRateLimiter'
import { createRpcListener } from './rpc/createRpcListener'
import { pruneRateLimits } from './rateLimit/pruneRateLimits'

/** A running server. */
export interface PorticoServer {
  /** `http://host:port`, with the port the system picked when the config asked for 0. */
  url: string
  /** Stops taking connections, lets in-flight requests finish, then closes the database. */
  stop: () => Promise<void>
  /** Writes the rate-limit counts and queued analytics events now, as the background sync does every second. */
  flush: () => Promise<void>
}

const SWEEP_INTERVAL_MS = 60_000
/** How often rate-limit counts and analytics events go to the database (the rate limits' tolerance). */
const SYNC_INTERVAL_MS = 1_000
/** Analytics events held in memory while the database is away. */
const ANALYTICS_BUFFER_EVENTS = 10_000

export interface StartPorticoServerOptions {
  /**
   * The database, opened by the caller (createDatabase) while it did other work: PGlite's start
   * takes seconds. The server owns it from here and closes it on stop. Without it the server opens
   * the configured one.
   */
  database?: Promise<PorticoDatabase>
}

/**
 * Starts Portico Server: opens (and migrates) the database, then listens.
 *
 * @example
 * const server = await startPorticoServer({ port: 0, projects: [{ id: 'p1', allowedOrigins: ['*'] }] })
 * await fetch(`${server.url}/health`)
 * await server.stop()
 */
export async function startPorticoServer(input: PorticoServerConfigInput, options: StartPorticoServerOptions = {}): Promise<PorticoServer> {
  const config = serverConfigSchema.parse(input)
  const logger = pino({ level: config.logLevel, base: { service: 'portico-server' }, serializers: { err: serializeError } })
  const database = await (options.database ?? createDatabase({ databaseUrl: config.database.url, dataDir: config.database.dataDir }))
  const metrics = createMetrics()
  let stopping: Promise<void> | undefined
  const context: ServerContext = {
    config,
    db: database.db,
    pingDatabase: database.ping,
    chains: new Map(config.chains.map((chain) => [chain.id, createChainRuntime(chain, config.upstreamTimeoutMs)])),
    cache: createCache(database.db, metrics),
    names: createNameLookup(createDbNameStore(database.db)),
    metrics,
    logger,
    rateLimiter: createRateLimiter(database.db, { alwaysSynced: config.projects.map((project) => ({ key: project.id, limit: project.rateLimit })) }),
    analytics: createAnalyticsWriter({ db: database.db, metrics, retentionDays: config.analytics.retentionDays, maxBuffered: ANALYTICS_BUFFER_EVENTS }),
    inFlight: createConcurrencyLimit(),
    stopping: () => stopping !== undefined,
  }
  const app = createApp(context)
  const rpc = createRpcListener(context)
  // The JSON-RPC proxy's POSTs are answered on Node's request directly; everything else by Hono.
  const hono = getRequestListener(app.fetch, { hostname: config.host })
  const server = createServer((req, res) => {
    if (!rpc(req, res)) void hono(req, res)
  })
  server.listen(config.port, config.host)
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  const sweep = setInterval(() => {
    const now = Date.now()
    Promise.all([context.cache.sweep(), pruneRateLimits(database.db, now), context.analytics.sweep(now)]).catch((error: unknown) => logger.warn({ err: error }, 'sweep failed'))
  }, SWEEP_INTERVAL_MS)
  sweep.unref()
  const syncToDatabase = async () => {
    await Promise.all([context.rateLimiter.sync(), context.analytics.flush()])
  }
  const sync = setInterval(() => {
    syncToDatabase().catch((error: unknown) => logger.warn({ err: error }, 'rate limits or analytics not written, kept for the next try'))
  }, SYNC_INTERVAL_MS)
  sync.unref()
  const { port } = server.address() as AddressInfo
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host
  const url = `http://${host}:${port}`
  logger.info({ url, database: database.kind, chains: config.chains.map((chain) => chain.id) }, 'listening')
  const stop = () =>
    (stopping ??= (async () => {
      clearInterval(sweep)
      clearInterval(sync)
      await new Promise<void>((resolve) => {
        // close() waits for in-flight requests; idle keep-alive sockets would hold it open.
        server.close(() => resolve())
        if ('closeIdleConnections' in server) server.closeIdleConnections()
      })
      await syncToDatabase().catch((error: unknown) => logger.warn({ err: error }, 'rate limits or analytics lost at stop'))
      await Promise.all([...context.chains.values()].map((chain) => chain.node.close()))
      await database.close()
      logger.info('stopped')
    })())
  return { url, stop, flush: syncToDatabase }
}

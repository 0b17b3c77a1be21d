import type { ServerContext } from './serverContext'

/** Counts, times and logs one answered request, given when it started (`performance.now()`). */
export type RecordRequest = (method: string, route: string, status: number, startedAt: number) => void

/**
 * The one way an answered request is recorded, by the Hono app and the proxy's own listener alike:
 * `portico_http_requests_total`, `portico_http_request_duration_seconds` and the `request` log
 * line (its object built only when `info` is on).
 * @example const record = createRequestRecorder(context); record('GET', '/health', 200, started)
 */
export function createRequestRecorder({ metrics, logger }: Pick<ServerContext, 'metrics' | 'logger'>): RecordRequest {
  return (method, route, status, startedAt) => {
    const seconds = (performance.now() - startedAt) / 1000
    metrics.requests.inc({ method, route, status: String(status) })
    metrics.latency.observe({ method, route }, seconds)
    if (logger.isLevelEnabled('info')) logger.info({ method, route, status, ms: Math.round(seconds * 1000) }, 'request')
  }
}

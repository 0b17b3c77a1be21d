import type { ServerContext } from './serverContext'

/** Counts, times and logs one answered request, given when it started (`performance.now()`). */
export type RecordRequest = (method: string, route: string, status: number, startedAt: number) => void

interface Series {
  count: () => void
  time: (seconds: number) => void
}

/**
 * The one way an answered request is recorded, by the Hono app and the proxy's own listener alike:
 * `portico_http_requests_total`, `portico_http_request_duration_seconds` and the `request` log
 * line. The labelled series are kept per method, route and status (a route pattern, so few), so a
 * request pays no label hashing.
 * @example const record = createRequestRecorder(context); record('GET', '/health', 200, started)
 */
export function createRequestRecorder({ metrics, logger }: Pick<ServerContext, 'metrics' | 'logger'>): RecordRequest {
  const seriesByKey = new Map<string, Series>()
  const seriesOf = (method: string, route: string, status: number): Series => {
    const key = `${method} ${route} ${status}`
    let series = seriesByKey.get(key)
    if (!series) {
      const counter = metrics.requests.labels({ method, route, status: String(status) })
      const histogram = metrics.latency.labels({ method, route })
      series = { count: () => counter.inc(), time: (seconds) => histogram.observe(seconds) }
      seriesByKey.set(key, series)
    }
    return series
  }
  return (method, route, status, startedAt) => {
    const seconds = (performance.now() - startedAt) / 1000
    const series = seriesOf(method, route, status)
    series.count()
    series.time(seconds)
    if (logger.isLevelEnabled('info')) logger.info({ method, route, status, ms: Math.round(seconds * 1000) }, 'request')
  }
}

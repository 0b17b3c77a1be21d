import type { IncomingMessage, ServerResponse } from 'node:http'
import type { SecureSiteMetrics } from './createSecureSiteMetrics'

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'])

/**
 * Counts the request and its time once its answer is sent. `route` is a pattern the server knows
 * (or `unmatched`), never the path as sent, which could carry anything a client likes.
 * @example observeRequest(metrics, req, res, '/v1/email/connect')
 */
export function observeRequest(metrics: Pick<SecureSiteMetrics, 'requests' | 'latency'>, req: IncomingMessage, res: ServerResponse, route: string): void {
  const started = performance.now()
  const method = METHODS.has(req.method ?? '') ? (req.method ?? 'other') : 'other'
  res.once('finish', () => {
    metrics.requests.inc({ method, route, status: String(res.statusCode) })
    metrics.latency.observe({ method, route }, (performance.now() - started) / 1000)
  })
}

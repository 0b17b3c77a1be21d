import { Counter, Histogram, type Registry } from 'prom-client'

// Shared by Portico Server and the secure site (`@portico/server/metrics`): one name and one set of
// labels for HTTP in both, so one dashboard reads either.

/** Requests answered and the time to answer them, by route pattern (never a path as sent). */
export interface HttpMetrics {
  requests: Counter<'method' | 'route' | 'status'>
  latency: Histogram<'method' | 'route'>
}

/**
 * The HTTP series on `registry`: `portico_http_requests_total` and `portico_http_request_duration_seconds`.
 * @example const { requests, latency } = createHttpMetrics(new Registry())
 */
export function createHttpMetrics(registry: Registry): HttpMetrics {
  return {
    requests: new Counter({ name: 'portico_http_requests_total', help: 'HTTP requests answered', labelNames: ['method', 'route', 'status'], registers: [registry] }),
    latency: new Histogram({
      name: 'portico_http_request_duration_seconds',
      help: 'Time to answer an HTTP request',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
  }
}

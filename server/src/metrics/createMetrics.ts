import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

/** The Prometheus series an instance exports at `/metrics`. */
export interface ServerMetrics {
  registry: Registry
  requests: Counter<'method' | 'route' | 'status'>
  latency: Histogram<'method' | 'route'>
  upstreamErrors: Counter<'source' | 'kind'>
  cacheLookups: Counter<'area' | 'result'>
}

/** A registry of its own per server, so several servers in one process (tests) never collide. */
export function createMetrics(): ServerMetrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  return {
    registry,
    requests: new Counter({ name: 'portico_http_requests_total', help: 'HTTP requests answered', labelNames: ['method', 'route', 'status'], registers: [registry] }),
    latency: new Histogram({
      name: 'portico_http_request_duration_seconds',
      help: 'Time to answer an HTTP request',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    upstreamErrors: new Counter({ name: 'portico_upstream_errors_total', help: 'Failed or timed-out calls to nodes, indexers, price sources and providers', labelNames: ['source', 'kind'], registers: [registry] }),
    cacheLookups: new Counter({ name: 'portico_cache_lookups_total', help: 'Cache lookups by result (hit, miss)', labelNames: ['area', 'result'], registers: [registry] }),
  }
}

import { Counter, Registry, collectDefaultMetrics } from 'prom-client'
import { createHttpMetrics, type HttpMetrics } from './createHttpMetrics'

/** The Prometheus series an instance exports at `/metrics`. */
export interface ServerMetrics extends HttpMetrics {
  registry: Registry
  upstreamErrors: Counter<'source' | 'kind'>
  cacheLookups: Counter<'area' | 'result'>
  /** Analytics events not stored: refused by their batch's checks, by the database, or dropped from a full buffer. */
  analyticsDropped: Counter<'reason'>
}

/** A registry of its own per server, so several servers in one process (tests) never collide. */
export function createMetrics(): ServerMetrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  return {
    registry,
    ...createHttpMetrics(registry),
    upstreamErrors: new Counter({ name: 'portico_upstream_errors_total', help: 'Failed or timed-out calls to nodes, indexers, price sources and providers', labelNames: ['source', 'kind'], registers: [registry] }),
    analyticsDropped: new Counter({ name: 'portico_analytics_events_dropped_total', help: 'Analytics events not stored, by reason (invalid, too_large, too_many, refused, buffer_full)', labelNames: ['reason'], registers: [registry] }),
    cacheLookups: new Counter({ name: 'portico_cache_lookups_total', help: 'Cache lookups by result (hit, miss)', labelNames: ['area', 'result'], registers: [registry] }),
  }
}

import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

/** How a user signed in: the way in, not who. */
export type LoginMethod = 'email' | 'social' | 'farcaster'

/**
 * The Prometheus series the auth service exports at `/metrics`. The HTTP series have Portico
 * Server's names and labels, so one dashboard reads both. Every label comes from a fixed set
 * (route patterns, status codes, error codes): never a path as sent, an email, a code or a token.
 */
export interface SecureSiteMetrics {
  registry: Registry
  requests: Counter<'method' | 'route' | 'status'>
  latency: Histogram<'method' | 'route'>
  /** `outcome` is `success` or the refusal's error code in lower case (`otp_invalid`). */
  logins: Counter<'method' | 'outcome'>
  /** One-time codes mailed: `sign-in` or `email-change`. */
  codesSent: Counter<'purpose'>
  /** Key shares the service released to a session: `auth` (a known device) or `recovery` (a new one). */
  shareReleases: Counter<'share'>
  /** 429 answers, by route and by the limit that refused (`cooldown`, `otp_attempts_exceeded`, ...). */
  rateLimited: Counter<'route' | 'reason'>
}

/**
 * A registry of its own per service, so several instances in one process (tests) never collide.
 * @example const metrics = createSecureSiteMetrics(); await metrics.registry.metrics()
 */
export function createSecureSiteMetrics(): SecureSiteMetrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const registers = [registry]
  return {
    registry,
    requests: new Counter({ name: 'portico_http_requests_total', help: 'HTTP requests answered', labelNames: ['method', 'route', 'status'], registers }),
    latency: new Histogram({
      name: 'portico_http_request_duration_seconds',
      help: 'Time to answer an HTTP request',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    logins: new Counter({ name: 'portico_secure_site_logins_total', help: 'Sign-in attempts by method and outcome', labelNames: ['method', 'outcome'], registers }),
    codesSent: new Counter({ name: 'portico_secure_site_codes_sent_total', help: 'One-time codes mailed', labelNames: ['purpose'], registers }),
    shareReleases: new Counter({ name: 'portico_secure_site_share_releases_total', help: 'Key shares released to a session', labelNames: ['share'], registers }),
    rateLimited: new Counter({ name: 'portico_secure_site_rate_limited_total', help: 'Requests refused by a rate limit (429)', labelNames: ['route', 'reason'], registers }),
  }
}

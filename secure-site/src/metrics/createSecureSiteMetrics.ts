import { createHttpMetrics, type HttpMetrics } from '@portico/server/metrics'
import { Counter, Registry, collectDefaultMetrics } from 'prom-client'

/** How a user signed in: the way in, not who. */
export type LoginMethod = 'email' | 'social' | 'farcaster'

/**
 * The Prometheus series the auth service exports at `/metrics`. The HTTP series are Portico
 * Server's (one helper makes both), so one dashboard reads both. Every label comes from a fixed set
 * (route patterns, status codes, error codes): never a path as sent, an email, a code or a token.
 */
export interface SecureSiteMetrics extends HttpMetrics {
  registry: Registry
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
    // Portico Server's own HTTP series (`@portico/server/metrics`).
    ...createHttpMetrics(registry),
    logins: new Counter({ name: 'portico_secure_site_logins_total', help: 'Sign-in attempts by method and outcome', labelNames: ['method', 'outcome'], registers }),
    codesSent: new Counter({ name: 'portico_secure_site_codes_sent_total', help: 'One-time codes mailed', labelNames: ['purpose'], registers }),
    shareReleases: new Counter({ name: 'portico_secure_site_share_releases_total', help: 'Key shares released to a session', labelNames: ['share'], registers }),
    rateLimited: new Counter({ name: 'portico_secure_site_rate_limited_total', help: 'Requests refused by a rate limit (429)', labelNames: ['route', 'reason'], registers }),
  }
}

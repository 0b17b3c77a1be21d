import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { TrustProxyConfig } from '../config/configSchema'

/**
 * The address a request came from: the connection's own, or with `trustProxy` the one the
 * nearest trusted proxy saw, `hops` entries from the right of its header (entries further left
 * are whatever the client wrote). A header shorter than that falls back to the connection.
 * @example clientAddress(c, { header: 'x-forwarded-for', hops: 1 }) // '203.0.113.7'
 */
export function clientAddress(c: Context, trustProxy: TrustProxyConfig | undefined): string {
  return pickClientAddress(connectionAddress(c), trustProxy ? c.req.header(trustProxy.header) : undefined, trustProxy)
}

/**
 * clientAddress from its parts, for a request Hono did not receive: the connection's address and
 * the value of the trusted proxy's header.
 * @example pickClientAddress('10.0.0.2', '198.51.100.1, 203.0.113.7', { header: 'x-forwarded-for', hops: 1 }) // '203.0.113.7'
 */
export function pickClientAddress(connection: string, forwarded: string | undefined, trustProxy: TrustProxyConfig | undefined): string {
  if (!trustProxy) return connection
  const listed = (forwarded ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return listed[listed.length - trustProxy.hops] ?? connection
}

function connectionAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // A request not from a socket (app.request in tests) has no connection.
    return 'unknown'
  }
}

import type { IncomingMessage } from 'node:http'

/** A proxy in front of the service: the header it writes the client's address to, and how many proxies append to it. */
export interface TrustProxy {
  header: string
  hops: number
}

/**
 * The address a request came from: the connection's own, or with `trustProxy` the entry `hops`
 * from the right of its header (what the nearest trusted proxy saw; entries further left are the
 * client's to write). A shorter header falls back to the connection.
 * @example clientAddressOf(req, { header: 'x-forwarded-for', hops: 1 })
 */
export function clientAddressOf(req: IncomingMessage, trustProxy: TrustProxy | undefined): string {
  const connection = req.socket.remoteAddress ?? ''
  if (!trustProxy) return connection
  const value = req.headers[trustProxy.header.toLowerCase()]
  const listed = (Array.isArray(value) ? value.join(',') : (value ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return listed[listed.length - trustProxy.hops] ?? connection
}

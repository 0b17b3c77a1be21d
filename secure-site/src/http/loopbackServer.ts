import type { Server, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Listens on 127.0.0.1 (port 0 picks a free one; an operator behind a proxy may give another host)
 * and answers the origin and a close that ends open connections too, so a stop never waits on a
 * kept-alive browser socket.
 * @example const { url, close } = await listenOnLoopback(createServer(handler), 0)
 */
export async function listenOnLoopback(server: Server, port: number, host = '127.0.0.1'): Promise<{ url: string; close: () => Promise<void> }> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  const { port: boundPort } = server.address() as AddressInfo
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A JSON answer that no cache keeps. */
export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  res.end(JSON.stringify(body))
}

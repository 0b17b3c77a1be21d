import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import sirv from 'sirv'

export interface StaticServer {
  /** Origin with a trailing slash, e.g. `http://127.0.0.1:41234/`. */
  url: string
  close: () => Promise<void>
}

/**
 * Serves a built app uncompressed on 127.0.0.1 (port 0: a free one). The benchmark gzips each
 * JS body itself, so raw and gzip figures come from the same bytes.
 */
export async function serveStatic(root: string): Promise<StaticServer> {
  const assets = sirv(root, { dev: false, etag: false, gzip: false, brotli: false, single: false })
  const server = createServer((req, res) =>
    assets(req, res, () => {
      res.writeHead(404, { 'content-type': 'text/plain' })
      res.end('Not found')
    }),
  )
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import sirv from 'sirv'

export interface StaticServer {
  /** Origin with a trailing slash, e.g. `http://127.0.0.1:41234/`. */
  url: string
  close: () => Promise<void>
}

/** A body made at start rather than read from the root, such as the sandbox's chain config. */
export interface GeneratedFile {
  contentType: string
  body: string
}

export interface ServeStaticOptions {
  /** 0, the default, picks a free port. */
  port?: number
  /** Off by default. */
  etag?: boolean
  /** Answered before the files, with `cache-control: no-store`: they change on every start. */
  generated?: Readonly<Record<string, GeneratedFile>>
  /** Lets pages of any origin read the files (a plugin deployed on its own origin). Off by default. */
  cors?: boolean
  /** Extra response headers for a request, by its URL (path and query). */
  headersFor?: (requestUrl: string) => Readonly<Record<string, string>> | undefined
}

/**
 * Serves a built directory on 127.0.0.1, content types from the file extension, a plain-text 404
 * otherwise. Never compressed: the benchmark gzips each JS body itself, so raw and gzip figures
 * come from the same bytes.
 *
 * @example
 * const server = await serveStatic('dist/sandbox', { port: 5173, etag: true })
 * await server.close()
 */
export async function serveStatic(root: string, options: ServeStaticOptions = {}): Promise<StaticServer> {
  const generated = options.generated ?? {}
  const assets = sirv(root, {
    dev: false,
    etag: options.etag ?? false,
    gzip: false,
    brotli: false,
    single: false,
    ...(options.cors ? { setHeaders: (res) => res.setHeader('access-control-allow-origin', '*') } : {}),
  })
  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries((req.url && options.headersFor?.(req.url)) || {})) res.setHeader(name, value)
    const file = req.url !== undefined && Object.hasOwn(generated, req.url) ? generated[req.url] : undefined
    if (file) {
      res.writeHead(200, { 'content-type': file.contentType, 'cache-control': 'no-store' })
      res.end(file.body)
      return
    }
    assets(req, res, () => {
      res.writeHead(404, { 'content-type': 'text/plain' })
      res.end('Not found')
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', resolve)
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

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveStatic, type StaticServer } from './serveStatic'

const SCRIPT = 'console.log("served")\n'

describe('serveStatic', () => {
  let root: string
  let server: StaticServer

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'serve-static-'))
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title>')
    writeFileSync(join(root, 'main.js'), SCRIPT)
    // A precompressed sibling that must not be picked: the benchmark measures raw bytes.
    writeFileSync(join(root, 'main.js.gz'), gzipSync(SCRIPT))
    server = await serveStatic(root, {
      port: 0,
      generated: { '/config.js': { contentType: 'text/javascript', body: 'window.config = {}' } },
    })
  })

  afterAll(async () => {
    await server?.close()
    rmSync(root, { recursive: true, force: true })
  })

  it('listens on a free port of 127.0.0.1', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
    expect(server.url).not.toBe('http://127.0.0.1:0/')
  })

  it('serves files uncompressed with the content type of their extension', async () => {
    const script = await fetch(new URL('main.js', server.url), { headers: { 'accept-encoding': 'gzip, br' } })
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toBe('text/javascript')
    expect(script.headers.get('content-encoding')).toBeNull()
    expect(script.headers.get('etag')).toBeNull()
    expect(await script.text()).toBe(SCRIPT)

    const page = await fetch(server.url)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html;charset=utf-8')
  })

  it('answers a missing path with a plain-text 404', async () => {
    const missing = await fetch(new URL('missing.js', server.url))
    expect(missing.status).toBe(404)
    expect(missing.headers.get('content-type')).toBe('text/plain')
    expect(await missing.text()).toBe('Not found')
  })

  it('serves generated files uncached', async () => {
    const config = await fetch(new URL('config.js', server.url))
    expect(config.status).toBe(200)
    expect(config.headers.get('content-type')).toBe('text/javascript')
    expect(config.headers.get('cache-control')).toBe('no-store')
    expect(await config.text()).toBe('window.config = {}')
  })

  it('sends an ETag when asked to', async () => {
    const tagged = await serveStatic(root, { etag: true })
    try {
      const response = await fetch(new URL('main.js', tagged.url))
      expect(response.headers.get('etag')).toMatch(/^W\/"/)
    } finally {
      await tagged.close()
    }
  })
})

import { createServer } from 'node:net'

/** A free port kept listening until `release`, so no other process takes it meanwhile. */
export interface HeldPort {
  port: number
  /** Frees the port for its real server, which should listen on it right after. */
  release(): Promise<void>
}

/**
 * Picks a free port on `host` and holds it: a server that starts later can be named in another
 * server's configuration now (an allowed origin) without another process taking the port between.
 * @example const held = await holdFreePort(); configure(held.port); await held.release(); await listen(held.port)
 */
export function holdFreePort(host = '127.0.0.1'): Promise<HeldPort> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, host, () => {
      const address = server.address()
      if (address === null || typeof address !== 'object') {
        server.close()
        reject(new Error('Could not read the port of a holding server'))
        return
      }
      resolve({ port: address.port, release: () => new Promise((done) => server.close(() => done())) })
    })
  })
}

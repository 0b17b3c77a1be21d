import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'

/**
 * A port free on `host` now: the servers' URLs must be known before they start (the mailed
 * approval links carry the auth service's, the frame's origin is the auth service's only caller).
 * @example const port = await reservePort('127.0.0.1')
 */
export async function reservePort(host: string): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, host, resolve)
  })
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

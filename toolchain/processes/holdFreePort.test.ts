import { createServer, type Server } from 'node:net'
import { describe, expect, it } from 'vitest'
import { holdFreePort } from './holdFreePort'

const listen = (port: number) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })

describe('holdFreePort', () => {
  it('keeps the port from another listener until released, then frees it', async () => {
    const held = await holdFreePort()
    await expect(listen(held.port)).rejects.toMatchObject({ code: 'EADDRINUSE' })
    await held.release()
    const server = await listen(held.port)
    await new Promise((done) => server.close(done))
  })
})

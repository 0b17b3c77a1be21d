import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilInstance } from '../../toolchain/processes/anvil'
import { spawnSandboxServer } from './spawnSandboxServer'

describe('the sandbox server process', () => {
  let anvil: AnvilInstance
  let tempDir: string
  const savedTmpdir = process.env.TMPDIR
  // tsx keeps its cache in the same temp dir: only the server's own folder counts.
  const catalogueFolders = async () => (await readdir(tempDir)).filter((name) => name.startsWith('portico-sandbox-server-'))

  beforeAll(async () => {
    anvil = await startAnvil({ port: 0, chainId: 31337 })
    // The child inherits TMPDIR: its catalogue folder lands here, where no other run writes.
    tempDir = await mkdtemp(join(tmpdir(), 'portico-sandbox-server-test-'))
    process.env.TMPDIR = tempDir
  })
  afterAll(async () => {
    if (savedTmpdir === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = savedTmpdir
    await rm(tempDir, { recursive: true, force: true })
    await anvil?.stop()
  })

  // Ctrl-C in a terminal sends SIGINT to npm start's whole process group, this child included,
  // before the parent's own stop command reaches it.
  it('stops its server and deletes its catalogue folder on SIGINT, exiting 0', async () => {
    const server = spawnSandboxServer()
    const { url } = await server.start({
      chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl, name: 'Anvil' }],
      tokens: [],
      uniswapV2: [],
      collections: [],
      port: 0,
      allowedOrigins: ['http://127.0.0.1:5173'],
    })
    expect((await fetch(`${url}/health`)).status).toBe(200)
    expect(await catalogueFolders()).toHaveLength(1)

    process.kill(server.pid ?? 0, 'SIGINT')
    expect(await server.exited).toEqual({ code: 0, signal: null })
    expect(await catalogueFolders()).toEqual([])
    await expect(fetch(`${url}/health`)).rejects.toThrow()
  }, 120_000)
})

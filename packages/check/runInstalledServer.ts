// The proof that the `@portico/server` tarball runs as an operator installs it: its
// `portico-server` command (compiled JavaScript, plain node, no tsx) starts on a config file,
// applies the migrations it ships, answers /health and a balance call on anvil, and stops on
// SIGTERM. checkPackages runs it in its dapp (one install); `npx tsx
// packages/check/runInstalledServer.ts` packs contracts and server alone and runs it in an empty folder.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { z } from 'zod'
import { installMulticall3 } from '../../sandbox/scripts/installMulticall3'
import { ANVIL_DEV_ADDRESSES, startAnvil } from '../../toolchain/processes/anvil'
import { packServerPackages } from '../scripts/pack'

/** What the installed server did. */
export interface InstalledServerRun {
  /** The SQL files of the installed package's `drizzle/` folder. */
  shippedMigrations: string[]
  /** Seconds from the command's start to its "listening" line (PGlite opens and migrates first). */
  startSeconds: number
  healthStatus: number
  /** The native balance of anvil's first account, as the balance call answered it. */
  nativeBalance: string
  /** The command's exit code after SIGTERM. */
  exitCode: number | null
}

const LISTENING = /Portico Server listening at (http:\/\/\S+)/
const START_TIMEOUT_MS = 120_000
const balanceAnswerSchema = z.object({ balances: z.array(z.object({ symbol: z.string(), quantity: z.object({ numeric: z.string() }) })) })

/**
 * Runs `node_modules/.bin/portico-server --config f.json` (what `npx portico-server` runs) in
 * `dir`, where `@portico/server` is installed, against a fresh anvil chain.
 * @example const run = await runInstalledServer('/tmp/dapp')
 */
export async function runInstalledServer(dir: string): Promise<InstalledServerRun> {
  const anvil = await startAnvil({ port: 0, chainId: 31337 })
  try {
    await installMulticall3({ chainId: 31337, rpcUrl: anvil.rpcUrl, name: 'Anvil' })
    const config = {
      port: 0,
      host: '127.0.0.1',
      chains: [{ id: 'eip155:31337', rpcUrl: anvil.rpcUrl }],
      projects: [{ id: 'p1', allowedOrigins: ['*'] }],
      database: { dataDir: join(dir, 'portico-data') },
    }
    writeFileSync(join(dir, 'f.json'), JSON.stringify(config))
    const started = Date.now()
    // The workspace's NODE_OPTIONS may load tsx: the installed command must run without it.
    const { NODE_OPTIONS: _loader, ...env } = process.env
    const server = spawn(join(dir, 'node_modules/.bin/portico-server'), ['--config', 'f.json'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] })
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)))
    try {
      const url = await listeningUrl(server.stdout, server.stderr, exited)
      const startSeconds = (Date.now() - started) / 1000
      const healthStatus = (await fetch(`${url}/health`)).status
      const balance = await fetch(`${url}/v1/account/${ANVIL_DEV_ADDRESSES[0]}/balance?projectId=p1&currency=usd&chainId=eip155:31337`)
      if (!balance.ok) throw new Error(`the balance call answered ${balance.status}: ${await balance.text()}`)
      const nativeBalance = balanceAnswerSchema.parse(await balance.json()).balances.find((item) => item.symbol === 'ETH')?.quantity.numeric ?? ''
      server.kill('SIGTERM')
      const exitCode = await exited
      const shippedMigrations = readdirSync(join(dir, 'node_modules/@portico/server/drizzle')).filter((name) => name.endsWith('.sql'))
      return { shippedMigrations, startSeconds, healthStatus, nativeBalance, exitCode }
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL')
    }
  } finally {
    await anvil.stop()
  }
}

/** The URL the command prints once it listens; its output so far if it exits or hangs first. */
function listeningUrl(stdout: NodeJS.ReadableStream, stderr: NodeJS.ReadableStream, exited: Promise<number | null>): Promise<string> {
  let output = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`portico-server did not listen within ${START_TIMEOUT_MS} ms:\n${output}`)), START_TIMEOUT_MS)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const match = LISTENING.exec(output)
      if (!match?.[1]) return
      clearTimeout(timer)
      resolve(match[1])
    }
    stdout.on('data', read)
    stderr.on('data', read)
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`portico-server exited (${code}) before listening:\n${output}`))
    })
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = mkdtempSync(join(tmpdir(), 'portico-server-'))
  const started = Date.now()
  try {
    const tarballs = packServerPackages()
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'server-operator', private: true }))
    execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error', ...tarballs], { cwd: dir, stdio: 'inherit' })
    if (!existsSync(join(dir, 'node_modules/.bin/portico-server'))) throw new Error('the install made no portico-server command')
    runInstalledServer(dir)
      .then((run) => console.log(run, `in ${((Date.now() - started) / 1000).toFixed(1)} s`))
      .catch((error: unknown) => {
        console.error(error instanceof Error ? error.message : error)
        process.exitCode = 1
      })
      .finally(() => rmSync(dir, { recursive: true, force: true }))
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
}

// The proof that the backends' tarballs run as an operator installs them: `@portico/server` and
// `@portico/secure-site` (with the two packages they import) go into an empty folder with
// `npm install --engine-strict` (an engine warning fails it), every installed package's own
// `engines` is checked against each Node line the docs name, and both commands (compiled
// JavaScript, plain node, nothing from the repository) run `migrate`, then start on a config file: the server applies
// its migrations, answers /health and a balance on anvil; the secure site serves a project's frame
// page from the frame app it ships and answers /healthz on both origins; both stop on SIGTERM.
// checkBackends.test.ts runs it; `npx tsx packages/check/runInstalledBackends.ts` packs the backends
// alone and prints its figures.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { z } from 'zod'
import { ANVIL_DEV_ADDRESSES, startAnvil } from '../../toolchain/processes/anvil'
import { PACKAGES_DIST, REPO } from '../scripts/repo'
import { installedEngineMismatches, type EngineMismatch } from './installedEngines'
import { runCommand } from './runCommand'

/** What the installed backends did. */
export interface InstalledBackendsRun {
  /** What `npm install --engine-strict` printed that names an engine (EBADENGINE): nothing. */
  engineWarnings: string[]
  /** Installed packages whose own `engines.node` leaves out a Node line the docs name. */
  engineMismatches: EngineMismatch[]
  /** Seconds the install of the four tarballs took (npm's cache warm). */
  installSeconds: number
  /** What `portico-server setup-chain --rpc-url <anvil>` printed: Multicall3 installed, then the chain's config entry. */
  chainSetup: string
  server: {
    /** What `portico-server migrate` printed (run first, as a deploy step does). */
    migrated: string
    /** The SQL files of the installed package's `drizzle/` folder. */
    shippedMigrations: string[]
    /** Seconds from the command's start to its "listening" line (PGlite opens and migrates first). */
    startSeconds: number
    healthStatus: number
    /** The native balance of anvil's first account, as the balance call answered it. */
    nativeBalance: string
    exitCode: number | null
  }
  secureSite: {
    /** What `portico-secure-site migrate` printed, its JSON line. */
    migrated: string
    startSeconds: number
    healthStatus: { frame: number; auth: number }
    /** The frame page of the configured project: its status and whether it loads the shipped frame app's script. */
    framePage: { status: number; loadsFrameApp: boolean }
    /** Whether any file of the shipped frame app holds the sandbox's scripted key step (it must not). */
    shipsScriptedKeyStep: boolean
    exitCode: number | null
  }
}

/** The four tarballs an operator installs, by file name in `tarballsDir`. */
export const BACKEND_TARBALLS = ['contracts', 'frame-protocol', 'server', 'secure-site']

/** npm's flags for an operator's install of the tarballs (the container files use the same). */
export const OPERATOR_INSTALL_FLAGS = ['--engine-strict', '--no-audit', '--no-fund', '--ignore-scripts']

/** A backend command's arguments as operators run them (the container files and the topology test too): `migrate` or `start` on a config file. */
export const backendCommand = (verb: 'migrate' | 'start', config: string): string[] => [verb, '--config', config]

/** The variable the secure site's secret comes from here: a file, as containers mount secrets. */
export const SECURE_SITE_SECRET_FILE_VARIABLE = 'PORTICO_SECURE_SITE_SECRET_FILE'

const START_TIMEOUT_MS = 120_000
const SECRET_HEX = 'ab'.repeat(32)
const balanceAnswerSchema = z.object({ balances: z.array(z.object({ symbol: z.string(), quantity: z.object({ numeric: z.string() }) })) })
const secureSiteStartedSchema = z.object({ msg: z.literal('secure site started'), frameUrl: z.string(), authUrl: z.string() })

/** The workspace's NODE_OPTIONS may load tsx: the installed commands must run without it. */
export function plainEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _loader, ...env } = process.env
  return { ...env, ...extra }
}

/**
 * Installs the backends' tarballs (`<tarballsDir>/portico-<name>-<version>.tgz`) into `dir`, an
 * empty folder, then runs both commands there against a fresh anvil chain.
 * @example const run = await runInstalledBackends('/tmp/operator', 'dist/packages', '0.1.0')
 */
export async function runInstalledBackends(dir: string, tarballsDir: string, version: string): Promise<InstalledBackendsRun> {
  const installStarted = Date.now()
  const installOutput = installBackends(dir, tarballsDir, version)
  const installSeconds = (Date.now() - installStarted) / 1000
  const engineWarnings = installOutput.split('\n').filter((line) => /EBADENGINE/.test(line))
  const engineMismatches = installedEngineMismatches(join(dir, 'node_modules'))
  const anvil = await startAnvil({ port: 0, chainId: 31337 })
  try {
    // The dev chain readied by the installed command, as docs/operators.md tells an operator.
    const chainSetup = runCommand(join(dir, 'node_modules/.bin/portico-server'), ['setup-chain', '--rpc-url', anvil.rpcUrl], dir, plainEnvironment())
    const server = await runServer(dir, anvil.rpcUrl)
    const secureSite = await runSecureSite(dir, anvil.rpcUrl)
    return { engineWarnings, engineMismatches, installSeconds, chainSetup, server, secureSite }
  } finally {
    await anvil.stop()
  }
}

/**
 * Installs the backends' four tarballs into `dir` (an empty folder) as an operator does; returns
 * what npm printed (at its default log level, so an engine warning would show; --engine-strict
 * makes it an error). Its commands are then in `<dir>/node_modules/.bin`.
 * @example installBackends('/srv/portico', 'dist/packages', '0.1.0')
 */
export function installBackends(dir: string, tarballsDir: string, version: string): string {
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'portico-operator', private: true }))
  const tarballs = BACKEND_TARBALLS.map((name) => join(tarballsDir, `portico-${name}-${version}.tgz`))
  return runCommand('npm', ['install', ...OPERATOR_INSTALL_FLAGS, '--prefer-offline', ...tarballs], dir)
}

/** `portico-server --config portico.json` in `dir`: /health, a balance, SIGTERM. */
async function runServer(dir: string, rpcUrl: string): Promise<InstalledBackendsRun['server']> {
  const config = {
    port: 0,
    host: '127.0.0.1',
    chains: [{ id: 'eip155:31337', rpcUrl }],
    projects: [{ id: 'p1', allowedOrigins: ['*'] }],
    database: { dataDir: join(dir, 'portico-data') },
  }
  writeFileSync(join(dir, 'portico.json'), JSON.stringify(config))
  const migrated = runCommand(join(dir, 'node_modules/.bin/portico-server'), backendCommand('migrate', 'portico.json'), dir, plainEnvironment())
  const started = Date.now()
  const server = spawn(join(dir, 'node_modules/.bin/portico-server'), backendCommand('start', 'portico.json'), { cwd: dir, env: plainEnvironment(), stdio: ['ignore', 'pipe', 'pipe'] })
  try {
    const url = (await firstLineMatching(server, /Portico Server listening at (http:\/\/\S+)/))[1] ?? ''
    const startSeconds = (Date.now() - started) / 1000
    const healthStatus = (await fetch(`${url}/health`)).status
    const balance = await fetch(`${url}/v1/account/${ANVIL_DEV_ADDRESSES[0]}/balance?projectId=p1&currency=usd&chainId=eip155:31337`)
    if (!balance.ok) throw new Error(`the balance call answered ${balance.status}: ${await balance.text()}`)
    const nativeBalance = balanceAnswerSchema.parse(await balance.json()).balances.find((item) => item.symbol === 'ETH')?.quantity.numeric ?? ''
    const exitCode = await stop(server)
    const shippedMigrations = readdirSync(join(dir, 'node_modules/@portico/server/drizzle')).filter((name) => name.endsWith('.sql'))
    return { migrated, shippedMigrations, startSeconds, healthStatus, nativeBalance, exitCode }
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL')
  }
}

/** `portico-secure-site --config secure-site.json` in `dir`, its secret from a file: both /healthz, a frame page, SIGTERM. */
async function runSecureSite(dir: string, rpcUrl: string): Promise<InstalledBackendsRun['secureSite']> {
  const settings = {
    framePort: 0,
    authPort: 0,
    projects: { p1: { allowedOrigins: ['https://dapp.example'] } },
    chains: [{ chainId: 31337, rpcUrl, name: 'Anvil' }],
    smtp: { host: '127.0.0.1', port: 2525, tls: 'none', from: 'Portico <auth@example.com>' },
    database: { dataDir: join(dir, 'secure-site-data') },
  }
  writeFileSync(join(dir, 'secure-site.json'), JSON.stringify(settings))
  // As a container mounts it: the secret in a file, its path in ..._FILE.
  writeFileSync(join(dir, 'secure-site-secret'), `${SECRET_HEX}\n`, { mode: 0o600 })
  const env = plainEnvironment({ [SECURE_SITE_SECRET_FILE_VARIABLE]: join(dir, 'secure-site-secret') })
  const migrated = runCommand(join(dir, 'node_modules/.bin/portico-secure-site'), backendCommand('migrate', 'secure-site.json'), dir, env)
  const started = Date.now()
  const site = spawn(join(dir, 'node_modules/.bin/portico-secure-site'), backendCommand('start', 'secure-site.json'), { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] })
  try {
    const line = (await firstLineMatching(site, /^\{.*"secure site started".*\}$/m))[0]
    const startSeconds = (Date.now() - started) / 1000
    const { frameUrl, authUrl } = secureSiteStartedSchema.parse(JSON.parse(line))
    const healthStatus = { frame: (await fetch(`${frameUrl}/healthz`)).status, auth: (await fetch(`${authUrl}/healthz`)).status }
    const page = await fetch(`${frameUrl}/?projectId=p1`)
    const html = await page.text()
    const shipped = readdirSync(join(dir, 'node_modules/@portico/secure-site/frame-app')).filter((name) => /^frame\.[0-9a-f]+\.js$/.test(name))
    const loadsFrameApp = shipped.length === 1 && html.includes(`/${shipped[0]}`) && (await fetch(`${frameUrl}/${shipped[0]}`)).ok
    const exitCode = await stop(site)
    const frameApp = join(dir, 'node_modules/@portico/secure-site/frame-app')
    const shipsScriptedKeyStep = readdirSync(frameApp, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.js'))
      .some((name) => /scriptedRecoveryPassword|scripted recovery password/.test(readFileSync(join(frameApp, name), 'utf8')))
    return { migrated, startSeconds, healthStatus, framePage: { status: page.status, loadsFrameApp }, shipsScriptedKeyStep, exitCode }
  } finally {
    if (site.exitCode === null) site.kill('SIGKILL')
  }
}

/** SIGTERM, then the exit code. */
export async function stop(child: ChildProcess): Promise<number | null> {
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  const [code] = (await exited) as [number | null]
  return code
}

/** The first match of `pattern` in what the command prints; its output so far if it exits or hangs first. */
export function firstLineMatching(child: ChildProcess, pattern: RegExp): Promise<RegExpExecArray> {
  let output = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no line matching ${pattern} within ${START_TIMEOUT_MS} ms:\n${output}`)), START_TIMEOUT_MS)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const match = pattern.exec(output)
      if (!match) return
      clearTimeout(timer)
      resolve(match)
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`the command exited (${code}) first:\n${output}`))
    })
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = mkdtempSync(join(tmpdir(), 'portico-operator-'))
  const started = Date.now()
  // The backends alone (rspack builds the frame app: under jiti, see pack.ts).
  execFileSync(process.execPath, ['--import', 'jiti/register', join(REPO, 'packages/scripts/pack.ts'), '--backends'], { cwd: REPO, stdio: 'inherit' })
  const version = z.object({ version: z.string() }).parse(JSON.parse(readFileSync(join(REPO, 'server/package.json'), 'utf8'))).version
  runInstalledBackends(dir, PACKAGES_DIST, version)
    .then((run) => console.log(JSON.stringify(run, null, 2), `in ${((Date.now() - started) / 1000).toFixed(1)} s`))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exitCode = 1
    })
    .finally(() => rmSync(dir, { recursive: true, force: true }))
}

#!/usr/bin/env node
// `portico-server [start] --config portico.json` (or PORTICO_CONFIG) serves until SIGTERM / SIGINT,
// then stops gracefully; `check-config` checks the file and the environment without starting;
// `migrate` applies the pending migrations and exits (a deploy step before rolling instances);
// `setup-chain --rpc-url <url>` readies a dev or staging chain (Multicall3) and prints its config
// entry. Every failure is one line naming the field or the host, never a stack trace.
import { parseArgs } from 'node:util'
import type { PorticoServerConfig } from './config/configSchema'
import { CONFIG_ENVIRONMENT, ConfigError, loadConfig } from './config/loadConfig'
import type { ConnectRetry } from './db/openMigratedDatabase'

const COMMANDS = ['start', 'check-config', 'migrate', 'setup-chain'] as const
type Command = (typeof COMMANDS)[number]
const USAGE = `usage: portico-server [${COMMANDS.filter((name) => name !== 'setup-chain').join('|')}] --config <file> (or ${CONFIG_ENVIRONMENT.file})\n       portico-server setup-chain --rpc-url <url>`
/** Where PGlite keeps the data when the config names no database. */
const DEFAULT_DATA_DIR = './portico-data'

/** Prints one line on stderr and exits. */
function fail(message: string, code = 1): never {
  console.error(`portico-server: ${message}`)
  process.exit(code)
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

const OPTIONS = { config: { type: 'string', short: 'c' }, 'rpc-url': { type: 'string' } } as const

/** The command and its one argument (the config path, or setup-chain's node URL), or the usage line. */
function readArguments(): { command: Command; path: string } {
  // Asked for, the usage is the answer (stdout, exit 0), not an unknown option's error.
  const args = process.argv.slice(2)
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE)
    process.exit(0)
  }
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>
  try {
    parsed = parseArgs({ options: OPTIONS, allowPositionals: true })
  } catch (error) {
    return fail(`${messageOf(error)}\n${USAGE}`, 2)
  }
  const [name = 'start', ...rest] = parsed.positionals
  const command = COMMANDS.find((candidate) => candidate === name)
  if (!command || rest.length > 0) return fail(`unknown command ${[name, ...rest].join(' ')}\n${USAGE}`, 2)
  const path = command === 'setup-chain' ? parsed.values['rpc-url'] : (parsed.values.config ?? process.env[CONFIG_ENVIRONMENT.file])
  if (!path) return fail(`give ${command === 'setup-chain' ? "the chain's node" : 'the configuration file'}\n${USAGE}`, 2)
  return { command, path }
}

/** Multicall3 on a dev or staging chain, then the `chains` entry to paste into the config. */
async function setupChain(rpcUrl: string): Promise<void> {
  const { setupDevChain } = await import('./chains/setupDevChain')
  const { chainId, multicall3 } = await setupDevChain(rpcUrl)
  console.error(`portico-server: chain ${chainId}: Multicall3 ${multicall3}`)
  console.log(JSON.stringify({ id: `eip155:${chainId}`, rpcUrl, testnet: true }))
}

/** The checked config, or every problem on a line of its own and exit 1. */
async function readConfig(path: string): Promise<PorticoServerConfig> {
  try {
    const config = await loadConfig(path, process.env)
    return { ...config, database: { dataDir: DEFAULT_DATA_DIR, ...config.database } }
  } catch (error) {
    if (!(error instanceof ConfigError)) return fail(messageOf(error))
    for (const problem of error.problems) console.error(`portico-server: config: ${problem}`)
    return process.exit(1)
  }
}

/** Waits for PostgreSQL at start (`database.connectAttempts`, about 30 s by default), a line on stderr per retry. */
const connectRetryOf = (config: PorticoServerConfig, { firstDelayMs, maxDelayMs }: Omit<ConnectRetry, 'attempts' | 'onRetry'>): ConnectRetry => ({
  firstDelayMs,
  maxDelayMs,
  attempts: config.database.connectAttempts,
  onRetry: ({ attempt, attempts, delayMs, reason }) => console.error(`portico-server: database not reachable yet (${reason}), attempt ${attempt} of ${attempts}, next in ${(delayMs / 1000).toFixed(1)} s`),
})

// Imported when used, so check-config loads neither the database drivers nor the server.
async function openDatabase(config: PorticoServerConfig) {
  const [{ createDatabase }, { STARTUP_CONNECT_RETRY }] = await Promise.all([import('./db/createDatabase'), import('./db/openMigratedDatabase')])
  return createDatabase({ databaseUrl: config.database.url, dataDir: config.database.dataDir, connectRetry: connectRetryOf(config, STARTUP_CONNECT_RETRY) })
}

/** Stops on SIGTERM or SIGINT, then exits 0; a second signal (Ctrl-C in a terminal reaches every worker as well) waits for the same stop. */
function stopOnSignals(stop: () => Promise<void>): void {
  const shutdown = () => {
    stop().then(
      () => process.exit(0),
      (error: unknown) => fail(`stop failed: ${messageOf(error)}`),
    )
  }
  process.on('SIGTERM', shutdown)
  process.on('SIGINT', shutdown)
}

/** The primary of several workers: forks them, replaces one that dies, and stops them all on a signal. */
async function superviseServer(count: number): Promise<void> {
  const { superviseWorkers } = await import('./cluster/superviseWorkers')
  const workers = await superviseWorkers({ count, log: (line) => console.error(`portico-server: ${line}`) })
  console.log(`Portico Server listening at ${workers.url} (${count} workers)`)
  stopOnSignals(workers.stop)
  await workers.done.catch((error: unknown) => fail(messageOf(error)))
}

async function serve(config: PorticoServerConfig): Promise<void> {
  const [{ default: cluster }, { workerCountOf }] = await Promise.all([import('node:cluster'), import('./cluster/superviseWorkers')])
  const count = workerCountOf(config.workers)
  if (count > 1 && cluster.isPrimary) return superviseServer(count)
  const { startPorticoServer } = await import('./startPorticoServer')
  const server = await startPorticoServer(config, { database: openDatabase(config) })
  if (cluster.isWorker) process.send?.({ listening: server.url })
  else console.log(`Portico Server listening at ${server.url}`)
  stopOnSignals(server.stop)
}

async function migrate(config: PorticoServerConfig): Promise<void> {
  const database = await openDatabase(config)
  await database.close()
  console.log(`portico-server: migrations applied (${database.kind})`)
}

async function main(): Promise<void> {
  const { command, path } = readArguments()
  if (command === 'setup-chain') return setupChain(path)
  const config = await readConfig(path)
  if (command === 'check-config') console.log(`portico-server: ${path} is valid (${config.chains.length} chains, ${config.projects.length} projects)`)
  else if (command === 'migrate') await migrate(config)
  else await serve(config)
}

await main().catch((error: unknown) => fail(messageOf(error)))

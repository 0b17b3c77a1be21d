#!/usr/bin/env node
import { parseArgs } from 'node:util'
import { loadConfig } from './config/loadConfig'
import { startPorticoServer } from './startPorticoServer'

/** `portico-server --config portico.json` (or PORTICO_CONFIG); SIGTERM / SIGINT stop it gracefully. */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { config: { type: 'string', short: 'c' } } })
  const path = values.config ?? process.env.PORTICO_CONFIG
  if (!path) {
    console.error('portico-server: give the configuration file with --config <file> or PORTICO_CONFIG')
    process.exit(2)
  }
  const config = await loadConfig(path, process.env)
  const server = await startPorticoServer({ ...config, database: { dataDir: './portico-data', ...config.database } })
  console.log(`Portico Server listening at ${server.url}`)
  const shutdown = () => {
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.once('SIGTERM', shutdown)
  process.once('SIGINT', shutdown)
}

await main()

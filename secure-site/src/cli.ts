#!/usr/bin/env -S npx tsx
// `portico-secure-site [start] --config secure-site.json` (or `npm run secure-site -- ...`): the
// secure site until SIGTERM or SIGINT, then a graceful stop. `check-config`: the settings file and
// the environment checked, one line per problem, nothing started. `migrate`: the database's pending
// migrations applied, then exit (a deploy step before rolling instances). `reseal`: every stored
// auth share sealed anew under the first at-rest key, then exit. Logs are JSON lines; a failure is
// one line naming the field or the host, never a stack trace. (The package's build runs it with plain node.)
import { logLine } from './logLine'
import { readSecureSiteSettings, SETTINGS_ENVIRONMENT, SettingsError } from './settings/readSecureSiteSettings'
import type { SecureSiteSettings } from './settings/secureSiteSettings'
import type { RunningSecureSite } from './startSecureSite'

const COMMANDS = ['start', 'check-config', 'migrate', 'reseal'] as const
type Command = (typeof COMMANDS)[number]
const USAGE = `usage: portico-secure-site [${COMMANDS.join('|')}] --config <file> (or ${SETTINGS_ENVIRONMENT.file})`

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** The command (the first argument unless it is an option; `start` by default) and the rest. */
function readCommand(args: readonly string[]): { command: Command; rest: readonly string[] } {
  // Asked for, the usage is the answer (stdout, exit 0): without this, --help started the site.
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE)
    return process.exit(0)
  }
  const [first, ...rest] = args
  if (first === undefined || first.startsWith('-')) return { command: 'start', rest: args }
  const command = COMMANDS.find((candidate) => candidate === first)
  if (command) return { command, rest }
  logLine('error', 'unknown command', { command: first, usage: USAGE })
  return process.exit(2)
}

/** The settings, or a line per problem and exit 1. */
function readSettings(command: Command, args: readonly string[]): SecureSiteSettings {
  try {
    return readSecureSiteSettings(args, process.env)
  } catch (error) {
    const problems = error instanceof SettingsError ? error.problems : [messageOf(error)]
    // Settings errors name fields, never values.
    for (const problem of problems) logLine('error', command === 'check-config' ? 'settings problem' : `${command === 'start' ? 'secure site' : command} did not start`, { error: problem })
    return process.exit(1)
  }
}

/** One line of counts (never a share), and a non-zero exit when a share could not be re-sealed. */
async function reseal(settings: SecureSiteSettings): Promise<void> {
  // Imported here, so the sweep loads neither the servers nor the identity providers' libraries.
  const { resealSecureSite } = await import('./resealSecureSite')
  const report = await resealSecureSite(settings)
  // On stdout whatever the outcome: the one line a script reads.
  console.log(JSON.stringify({ time: new Date().toISOString(), level: report.failed.length === 0 ? 'info' : 'error', msg: 'reseal finished', ...report }))
  process.exit(report.failed.length === 0 ? 0 : 1)
}

async function migrate(settings: SecureSiteSettings): Promise<void> {
  const [{ openSecureSiteDatabase }, { databaseOf }] = await Promise.all([import('./db/openSecureSiteDatabase'), import('./settings/databaseOf')])
  const { url, dataDir, connectAttempts } = databaseOf(settings.database)
  const database = await openSecureSiteDatabase({ databaseUrl: url, dataDir, connectAttempts })
  await database.close()
  logLine('info', 'migrations applied', { database: database.kind })
}

async function serve(settings: SecureSiteSettings): Promise<void> {
  const { startSecureSite } = await import('./startSecureSite')
  const site: RunningSecureSite = await startSecureSite(settings)
  logLine('info', 'secure site started', { frameUrl: site.url, authUrl: site.authUrl })
  const stop = (signal: string) => {
    logLine('info', 'secure site stopping', { signal })
    site.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logLine('error', 'secure site stop failed', { error: messageOf(error) })
        process.exit(1)
      },
    )
  }
  process.once('SIGTERM', () => stop('SIGTERM'))
  process.once('SIGINT', () => stop('SIGINT'))
}

const RUN: Record<Exclude<Command, 'check-config'>, (settings: SecureSiteSettings) => Promise<void>> = { start: serve, migrate, reseal }

const { command, rest } = readCommand(process.argv.slice(2))
const settings = readSettings(command, rest)
if (command === 'check-config') logLine('info', 'settings are valid', { projects: Object.keys(settings.projects).length, chains: settings.chains.length })
else await RUN[command](settings).catch((error: unknown) => {
  logLine('error', command === 'start' ? 'secure site did not start' : `${command} failed`, { error: messageOf(error) })
  process.exit(1)
})

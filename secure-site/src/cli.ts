#!/usr/bin/env -S npx tsx
// `npm run secure-site -- --config secure-site.json` (or the `portico-secure-site` bin): the secure
// site until SIGTERM or SIGINT, then a graceful stop. Logs are JSON lines.
import { readSecureSiteSettings } from './settings/readSecureSiteSettings'
import { startSecureSite, type RunningSecureSite } from './startSecureSite'

const log = (level: 'info' | 'error', msg: string, fields: Record<string, unknown> = {}) =>
  (level === 'error' ? console.error : console.log)(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }))

let site: RunningSecureSite
try {
  site = await startSecureSite(readSecureSiteSettings(process.argv.slice(2), process.env))
} catch (error) {
  // Settings errors name fields, never values.
  log('error', 'secure site did not start', { error: error instanceof Error ? error.message : String(error) })
  process.exit(1)
}
log('info', 'secure site started', { frameUrl: site.url, authUrl: site.authUrl })
const stop = (signal: string) => {
  log('info', 'secure site stopping', { signal })
  site.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      log('error', 'secure site stop failed', { error: error instanceof Error ? error.message : String(error) })
      process.exit(1)
    },
  )
}
process.once('SIGTERM', () => stop('SIGTERM'))
process.once('SIGINT', () => stop('SIGINT'))

#!/usr/bin/env -S npx tsx
// `npm run secure-site -- --config secure-site.json` (or the `portico-secure-site` bin): the secure
// site until SIGTERM or SIGINT, then a graceful stop. `portico-secure-site reseal --config ...`:
// every stored auth share sealed anew under the first at-rest key, then exit. Logs are JSON lines.
import { readSecureSiteSettings } from './settings/readSecureSiteSettings'
import type { SecureSiteSettings } from './settings/secureSiteSettings'
import type { RunningSecureSite } from './startSecureSite'

const log = (level: 'info' | 'error', msg: string, fields: Record<string, unknown> = {}) =>
  (level === 'error' ? console.error : console.log)(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }))
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

const [command] = process.argv.slice(2)
let settings: SecureSiteSettings
try {
  settings = readSecureSiteSettings(process.argv.slice(2), process.env)
} catch (error) {
  // Settings errors name fields, never values.
  log('error', command === 'reseal' ? 'reseal did not start' : 'secure site did not start', { error: messageOf(error) })
  process.exit(1)
}
if (command === 'reseal') await reseal(settings)
else await serve(settings)

/** One line of counts (never a share), and a non-zero exit when a share could not be re-sealed. */
async function reseal(settings: SecureSiteSettings): Promise<void> {
  // Imported here, so the sweep loads neither the servers nor the identity providers' libraries.
  const { resealSecureSite } = await import('./resealSecureSite')
  try {
    const report = await resealSecureSite(settings)
    // On stdout whatever the outcome: the one line a script reads.
    console.log(JSON.stringify({ time: new Date().toISOString(), level: report.failed.length === 0 ? 'info' : 'error', msg: 'reseal finished', ...report }))
    process.exit(report.failed.length === 0 ? 0 : 1)
  } catch (error) {
    log('error', 'reseal failed', { error: messageOf(error) })
    process.exit(1)
  }
}

async function serve(settings: SecureSiteSettings): Promise<void> {
  const { startSecureSite } = await import('./startSecureSite')
  let site: RunningSecureSite
  try {
    site = await startSecureSite(settings)
  } catch (error) {
    log('error', 'secure site did not start', { error: messageOf(error) })
    process.exit(1)
  }
  log('info', 'secure site started', { frameUrl: site.url, authUrl: site.authUrl })
  const stop = (signal: string) => {
    log('info', 'secure site stopping', { signal })
    site.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log('error', 'secure site stop failed', { error: messageOf(error) })
        process.exit(1)
      },
    )
  }
  process.once('SIGTERM', () => stop('SIGTERM'))
  process.once('SIGINT', () => stop('SIGINT'))
}

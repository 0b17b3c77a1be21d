import type { Page } from 'playwright-core'
import { clickToPaintInPage, evaluateInPage, waitForPath, type ScriptBytes, type trackNetwork } from './measure'

/** The smart-sessions plugin in a logged-in embedded-wallet session: its Account action clicked cold. */
export interface SessionsRun {
  /** Click on "Sessions" -> the account's list painted as read (empty for a new account), not its loading line. */
  sessionsMs: number
  /** The page's JS fetched for that click (the view's chunk: the remote came with the Account view). */
  sessionsJs: ScriptBytes
  /** Every file of the smart-sessions plugin this session (remote entry, setup, view). */
  sessionsPlugin: ScriptBytes
}

const SESSIONS = ['portico-modal', '[role="dialog"][data-view="Account"] [data-opens="SmartSessions"]'] as const
const SESSIONS_READ = ['portico-modal', '[role="dialog"][data-view="SmartSessions"] :is([data-testid="sessions-empty"], ul[aria-label])'] as const
const isSessionsPlugin = (url: string) => new URL(url).pathname.startsWith('/plugins/smart-sessions/')

/** From the Account view of an embedded-wallet session: clicks "Sessions", times the paint, then goes back to Account. */
export async function measureSessions(page: Page, network: ReturnType<typeof trackNetwork>, pageOrigin: string): Promise<SessionsRun> {
  await waitForPath(page, SESSIONS, true)
  await network.settle()
  network.setPhase('sessions')
  const { ms: sessionsMs } = await evaluateInPage(page, clickToPaintInPage, { button: SESSIONS, painted: SESSIONS_READ })
  await network.settle()
  await page.locator('portico-modal [role="dialog"]').getByRole('button', { name: 'Back' }).click()
  await waitForPath(page, ['portico-modal', '[role="dialog"][data-view="Account"]'], true)
  return {
    sessionsMs,
    sessionsJs: network.sum((t) => t.phase === 'sessions' && new URL(t.url).origin === pageOrigin),
    sessionsPlugin: network.sum((t) => isSessionsPlugin(t.url)),
  }
}

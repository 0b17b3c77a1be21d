import type { Page } from 'playwright-core'
import { clickAccountAction, type AccountActionClick } from './accountActionClick'
import { waitForPath, type trackNetwork } from './measure'

/**
 * From the Account view of an embedded-wallet session: clicks "Sessions" and times the paint of
 * the account's list as read (empty for a new account), not its loading line; then back to Account.
 */
export async function measureSessions(page: Page, network: ReturnType<typeof trackNetwork>, pageOrigin: string): Promise<AccountActionClick> {
  const click = await clickAccountAction(page, network, pageOrigin, { view: 'SmartSessions', folder: 'smart-sessions', painted: ':is([data-testid="sessions-empty"], ul[aria-label])' })
  await page.locator('portico-modal [role="dialog"]').getByRole('button', { name: 'Back' }).click()
  await waitForPath(page, ['portico-modal', '[role="dialog"][data-view="Account"]'], true)
  return click
}

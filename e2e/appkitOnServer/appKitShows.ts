import type { Locator, Page } from 'playwright-core'

/** Twice what a step takes on a quiet machine: CI runs other test lanes beside these. */
const STEP_TIMEOUT_MS = 30_000

/** What AppKit's modal shows now, as its accessibility tree (it pierces AppKit's shadow roots). */
export async function whatAppKitShows(page: Page): Promise<string> {
  const modal = page.locator('w3m-modal')
  return (await modal.count()) > 0 ? await modal.ariaSnapshot({ timeout: 2_000 }).catch(() => '(no snapshot)') : '(no modal)'
}

/**
 * Waits for `target` to show; on a timeout fails with what AppKit showed instead, so a step that
 * fails says what a person would have seen.
 */
export async function expectShown(page: Page, target: Locator, what: string, timeout = STEP_TIMEOUT_MS): Promise<void> {
  try {
    await target.first().waitFor({ state: 'visible', timeout })
  } catch {
    throw new Error(`AppKit did not show ${what}; it showed:\n${await whatAppKitShows(page)}`)
  }
}

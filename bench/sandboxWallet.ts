import type { Locator, Page } from 'playwright-core'

/**
 * Connects the sandbox's injected wallet as a user does: the button, the wallet, Approve in the
 * wallet's prompt. Answers the modal's dialog, for the caller to wait for the view it needs.
 */
export async function approveSandboxWallet(page: Page): Promise<Locator> {
  const modal = page.locator('portico-modal [role="dialog"]')
  await page.locator('appkit-button button').click()
  await modal.getByRole('button', { name: /Portico Sandbox Wallet/ }).click()
  await page.getByTestId('sandbox-wallet-prompt').getByRole('button', { name: 'Approve', exact: true }).click()
  return modal
}

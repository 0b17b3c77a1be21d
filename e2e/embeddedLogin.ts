import type { Browser, BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'
import type { Address } from 'viem'
import { readApprovalLink, readOtp, type MailCatcherClient } from '../sandbox/secure-site/mail/mailCatcherClient'
import { connectButton, modal, newSandboxContext } from './browser'

/** The secure frame's document: its approval card's Approve and Reject are there. */
export const secureFrame = (page: Page) => page.frameLocator('#w3m-iframe')

/**
 * Resolves once the frame's approval card is armed: its Approve enabled, so the card has been
 * seen whole for the arm time, and chromium, which drops input to a frame for a moment after it
 * moves or is restyled, delivers a click to it. A person cannot click the card sooner either.
 */
export async function approvalArmed(page: Page) {
  await expect.poll(() => secureFrame(page).getByRole('button', { name: 'Approve' }).isEnabled(), { timeout: 10_000 }).toBe(true)
}

/** Types the email into the Connect view's field and continues; the code step shows. */
export async function startEmailLogin(page: Page, email: string) {
  await connectButton(page).click()
  await modal(page).getByRole('textbox', { name: 'Email' }).fill(email)
  await modal(page).getByRole('button', { name: 'Continue' }).click()
}

/**
 * Reads the newest sign-in code for `email` from the inbox and types it. On a device not yet
 * verified for the address (a fresh browser, new user or not) the device approval mail comes
 * first: its link is opened, as the person would from the inbox, and the code follows.
 */
export async function enterMailedCode(page: Page, mail: MailCatcherClient, email: string) {
  // The first mail waits on the frame's first load too (the plugin, the frame, READY): as long as the code's.
  const first = await mail.waitForMail(email, (message) => message.subject.includes('sign-in code') || message.subject.includes('new device'), 15_000)
  // A link already used (the test opened it itself) answers 400; the code follows all the same.
  if (first.subject.includes('new device')) await fetch(readApprovalLink(first))
  const code = readOtp(await mail.waitForMail(email, (message) => message.subject.includes('sign-in code'), 15_000))
  await mail.deleteAll()
  await modal(page).getByRole('textbox', { name: '6-digit code' }).fill(code)
}

/** A fresh browser (its own frame storage, so its own device) logged in with `email` at `path`. */
export async function loggedIn(browser: Browser, sandboxUrl: string, mail: MailCatcherClient, email: string, path = '/'): Promise<{ context: BrowserContext; page: Page; address: Address }> {
  const context = await newSandboxContext(browser, sandboxUrl)
  const page = await context.newPage()
  await page.goto(path)
  await startEmailLogin(page, email)
  await enterMailedCode(page, mail, email)
  await page.locator('portico-modal [role="dialog"][data-view="Account"]').waitFor({ timeout: 15_000 })
  const address = (await page.getByTestId('dapp-address').textContent()) as Address
  return { context, page, address }
}

/**
 * For an email login (a smart account by default), from the Account view (opened when the modal is
 * closed): deploys the smart account (EIP-7702) if it is not yet, by switching to an EOA and back
 * (INIT_SMART_ACCOUNT on the way back).
 */
export async function deploySmartAccount(page: Page) {
  if (!(await modal(page).isVisible())) await page.getByRole('button', { name: 'Open account (useAppKit)' }).click()
  const row = modal(page).getByTestId('account-type')
  await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('Smart account')
  if ((await row.textContent())?.includes('not deployed')) {
    await row.getByRole('button', { name: 'Use an EOA' }).click()
    await expect.poll(() => row.textContent()).toContain('EOA')
    await row.getByRole('button', { name: 'Use a smart account' }).click()
  }
  await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('Smart account · deployed')
}

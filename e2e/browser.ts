import type { Browser, BrowserContext, Page, Request } from 'playwright-core'
import { launchChromium } from './chromium'
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest'

export { launchChromium }

export async function newSandboxContext(browser: Browser, sandboxUrl: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: sandboxUrl })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(sandboxUrl).origin })
  return context
}

/**
 * One chromium per test file, and a fresh context (storage, permissions) and page per test.
 * Returns the current test's page.
 */
export function useSandboxPage(sandboxUrl: string): () => Page {
  let browser: Browser | undefined
  let context: BrowserContext | undefined
  let page: Page | undefined
  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
  })
  beforeEach(async () => {
    if (!browser) throw new Error('chromium did not start')
    context = await newSandboxContext(browser, sandboxUrl)
    page = await context.newPage()
  })
  afterEach(async () => {
    await context?.close()
  })
  return () => {
    if (!page) throw new Error('no page: call this inside a test')
    return page
  }
}

/** Every request the page makes, for assertions on what loads when. */
export function recordRequests(page: Page): Request[] {
  const requests: Request[] = []
  page.on('request', (request) => requests.push(request))
  return requests
}

export const modal = (page: Page) => page.locator('portico-modal [role="dialog"], appkit-modal [role="dialog"]')
export const connectButton = (page: Page) => page.locator('appkit-button button')

/** Clicks Approve or Reject on the sandbox wallet's prompt. */
export async function answerWallet(page: Page, answer: 'Approve' | 'Reject') {
  const prompt = page.getByTestId('sandbox-wallet-prompt')
  await prompt.getByRole('button', { name: answer, exact: true }).click()
}

/** Opens the modal, picks the sandbox wallet and approves: the connected Account view shows. */
export async function connectSandboxWallet(page: Page) {
  await connectButton(page).click()
  await modal(page).getByRole('button', { name: /Portico Sandbox Wallet/ }).click()
  await answerWallet(page, 'Approve')
  await modal(page).getByTestId('account-address').waitFor()
}

/**
 * Opens `url`, picks the wallet, rejects: the declined state shows and the dapp stays
 * disconnected; Try again and approve: the Account view shows.
 */
export async function expectDeclineThenRetry(page: Page, url: string, wallet: RegExp) {
  await page.goto(url)
  await connectButton(page).click()
  const dialog = modal(page)
  await dialog.getByRole('button', { name: wallet }).click()
  await answerWallet(page, 'Reject')
  await dialog.getByRole('alert').filter({ hasText: 'Connection declined' }).waitFor()
  expect(await page.getByTestId('dapp-status').textContent()).toBe('disconnected')

  await dialog.getByRole('button', { name: 'Try again' }).click()
  await answerWallet(page, 'Approve')
  await expect.poll(() => dialog.getAttribute('data-view')).toBe('Account')
}

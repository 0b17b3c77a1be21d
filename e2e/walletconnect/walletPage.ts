import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest'
import type { SandboxChain } from '../../sandbox/scripts/serve'
import { startWalletConnectSandbox, type WalletConnectSandbox } from '../../sandbox/walletconnect/startWalletConnectSandbox'
import { modal, useSandboxPage } from '../browser'
import { stubVerifyServer } from './verifyStub'

/** Polls with the 15 s WalletConnect round trips can take on a busy machine. */
export const poll = <T>(read: () => Promise<T> | T, timeout = 15_000) => expect.poll(read, { timeout })

/** The URI on the modal's QR view once it is there (its data attribute, the same as Copy link's). */
export async function shownUri(page: Page): Promise<string> {
  const qr = modal(page).getByTestId('wc-qr')
  await poll(async () => (await qr.getAttribute('data-wc-uri'))?.startsWith('wc:')).toBe(true)
  return (await qr.getAttribute('data-wc-uri')) ?? ''
}

/**
 * A browser context of its own (its own storage, as another device) for the sandbox WalletConnect
 * wallet page, whose Verify lookups fail at once, as off-line.
 */
export async function newWalletContext(browser: Browser | null): Promise<{ context: BrowserContext; wallet: Page }> {
  if (!browser) throw new Error('no browser')
  const context = await browser.newContext()
  await context.route('https://verify.walletconnect.org/**', (route) => route.abort())
  return { context, wallet: await context.newPage() }
}

/** Opens the wallet page and waits until its WalletKit is on the relay. */
export async function openWalletPage(wallet: Page, walletUrl: string) {
  await wallet.goto(walletUrl)
  await poll(() => wallet.getByTestId('wallet-status').textContent()).toContain('Ready')
}

/**
 * On the wallet page: paste the link, press Connect, then Approve the connection request of
 * `dappName`. Resolves with the time Approve was pressed at (Date.now()).
 */
export async function approveConnection(wallet: Page, uri: string, dappName: string): Promise<number> {
  await wallet.getByRole('textbox', { name: 'WalletConnect link' }).fill(uri)
  await wallet.getByRole('button', { name: 'Connect' }).click()
  const proposal = wallet.getByRole('region', { name: `Connection request from ${dappName}` })
  await proposal.waitFor({ timeout: 15_000 })
  const approvedAt = Date.now()
  await proposal.getByRole('button', { name: 'Approve' }).click()
  return approvedAt
}

/** The wallet page's card for the next request of `method`: approve or reject it. */
export async function answerRequest(wallet: Page, method: string, decision: 'Approve' | 'Reject') {
  const card = wallet.getByRole('region', { name: `${method} request` })
  await card.waitFor({ timeout: 15_000 })
  await card.getByRole('button', { name: decision }).click()
  await card.waitFor({ state: 'detached' })
}

/**
 * A file's WalletConnect sandbox: the relay and the wallet page started once, and for each test a
 * dapp page (its client's Verify wait stubbed, as off-line) and the wallet page in a context of its
 * own. `current()` hands them to the test.
 */
export function useWalletConnectSandbox(sandboxUrl: string, chains: readonly SandboxChain[]) {
  const currentPage = useSandboxPage(sandboxUrl)
  let sandbox: WalletConnectSandbox | undefined
  let walletContext: BrowserContext | undefined
  let wallet: Page | undefined
  beforeAll(async () => {
    sandbox = await startWalletConnectSandbox({ chains })
  })
  afterAll(async () => {
    await sandbox?.stop()
  })
  beforeEach(async () => {
    const page = currentPage()
    // The dapp's client waits up to 5 s for WalletConnect's Verify server, which is off-line here.
    await stubVerifyServer(page.context())
    ;({ context: walletContext, wallet } = await newWalletContext(page.context().browser()))
  })
  afterEach(async () => {
    await walletContext?.close()
  })
  return {
    current() {
      if (!sandbox || !wallet) throw new Error('no WalletConnect sandbox: call this inside a test')
      return { page: currentPage(), wallet, wc: sandbox }
    },
  }
}

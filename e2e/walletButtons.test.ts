import type { Page } from 'playwright-core'
import { beforeEach, describe, expect, inject, it } from 'vitest'
import { createMailCatcherClient } from '../sandbox/secure-site/mail/mailCatcherClient'
import { ANVIL_DEV_ADDRESSES } from '../toolchain/processes/anvil'
import { answerWallet, modal, useSandboxPage } from './browser'
import { enterMailedCode } from './embeddedLogin'

// Wallet buttons and the headless list on the sandbox page: one named wallet in one click, and a
// dapp's own wallet list, neither through the modal's Connect view.
const sandboxUrl = inject('sandboxUrl')
const mail = createMailCatcherClient(inject('mailWebUrl'))
const account = ANVIL_DEV_ADDRESSES[0] as string

const currentPage = useSandboxPage(sandboxUrl)
let page: Page
beforeEach(() => {
  page = currentPage()
})

const walletButton = (p: Page, wallet: string) => p.locator(`appkit-wallet-button[wallet="${wallet}"] button`)
const status = (p: Page) => p.getByTestId('dapp-status').textContent()

/** Every view the modal showed, in order (each `data-view` its dialog rendered, as a person would have seen it). */
async function recordViews(p: Page) {
  await p.evaluate(() => {
    const views: string[] = ((window as unknown as { __views: string[] }).__views = [])
    const watched = new WeakSet<Node>()
    const record = (root: ParentNode) => {
      for (const dialog of root.querySelectorAll('[role="dialog"][data-view]')) {
        const view = dialog.getAttribute('data-view')
        if (view && views.at(-1) !== view) views.push(view)
      }
    }
    const watch = (root: Node) => {
      if (watched.has(root)) return
      watched.add(root)
      new MutationObserver(scan).observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-view'] })
    }
    function scan() {
      for (const host of document.querySelectorAll('portico-modal, appkit-modal')) {
        if (!host.shadowRoot) continue
        watch(host.shadowRoot)
        record(host.shadowRoot)
      }
    }
    watch(document.body)
    scan()
  })
  return () => p.evaluate(() => (window as unknown as { __views: string[] }).__views)
}

describe('wallet buttons', () => {
  it('connect the installed sandbox wallet in one click and its approval; the modal never loads', async () => {
    await page.goto('/')
    const button = walletButton(page, 'dev.portico.sandbox')
    // Named by the wallet's own EIP-6963 announcement.
    await expect.poll(() => button.textContent()).toBe('Portico Sandbox Wallet')
    await button.click()
    await expect.poll(() => button.textContent()).toBe('Connecting...')
    await answerWallet(page, 'Approve')
    await expect.poll(() => status(page)).toBe('connected')
    expect(await page.getByTestId('dapp-address').textContent()).toBe(account)
    await expect.poll(() => button.textContent()).toBe('Portico Sandbox Wallet')
    expect(await page.locator('portico-modal').count()).toBe(0)
  })

  it('walletConnect opens the WalletConnect pairing straight away, not the Connect view', async () => {
    await page.goto('/')
    const views = await recordViews(page)
    await walletButton(page, 'walletConnect').click()
    await expect.poll(() => modal(page).getAttribute('data-view')).toBe('ConnectingWalletConnectBasic')
    expect(await views()).not.toContain('Connect')
  })

  it('email starts the email login: the mailed code connects the embedded wallet and the modal closes', async () => {
    const email = `wallet-button-${Date.now()}@example.com`
    await page.goto('/')
    const views = await recordViews(page)
    await walletButton(page, 'email').click()
    const dialog = modal(page)
    await expect.poll(() => dialog.getAttribute('data-view')).toBe('EmailLogin')
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await enterMailedCode(page, mail, email)
    await expect.poll(() => status(page), { timeout: 20_000 }).toBe('connected')
    await expect.poll(() => dialog.count()).toBe(0)
    expect(await views()).not.toContain('Connect')
  })

  it('google opens its sign-in window in the click and connects the embedded wallet', async () => {
    await page.goto('/')
    const views = await recordViews(page)
    const [popup] = await Promise.all([page.context().waitForEvent('page'), walletButton(page, 'google').click()])
    await popup.getByLabel('Username').fill(`wallet-button-${Date.now()}`)
    await popup.getByRole('button', { name: 'Sign in' }).click()
    await expect.poll(() => status(page), { timeout: 20_000 }).toBe('connected')
    expect(popup.isClosed()).toBe(true)
    expect(await views()).not.toContain('Connect')
  })
})

describe('headless wallet list (useAppKitWallets)', () => {
  it('lists installed and catalogue wallets, searches the catalogue and connects, without the modal', async () => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Show wallets (useAppKitWallets)' }).click()
    const list = page.getByRole('list', { name: 'Headless wallets' })
    await list.getByRole('button', { name: 'MetaMask' }).waitFor()
    const names = (await list.getByRole('button').allTextContents()).map((name) => name.trim())
    expect(names.slice(0, 3)).toEqual(['Portico Sandbox Wallet (installed)', 'WalletConnect', 'MetaMask'])
    // The installed wallet shows once, though the catalogue lists it too.
    expect(names.filter((name) => name.startsWith('Portico Sandbox Wallet'))).toHaveLength(1)

    await page.getByRole('searchbox', { name: 'Search wallets' }).fill('Rainbow')
    await expect.poll(async () => (await list.getByRole('button').allTextContents()).map((name) => name.trim())).toEqual(['Rainbow'])
    await page.getByRole('searchbox', { name: 'Search wallets' }).fill('')
    await list.getByRole('button', { name: 'Portico Sandbox Wallet (installed)' }).click()
    await answerWallet(page, 'Approve')
    await expect.poll(() => status(page)).toBe('connected')
    expect(await page.locator('portico-modal').count()).toBe(0)
  })
})

import type { Page } from 'playwright-core'
import { beforeEach, describe, expect, inject, it } from 'vitest'
import { connectButton, connectSandboxWallet, modal, useSandboxPage } from './browser'
import { recordViolations, strictPolicy, withPolicy } from './strictCsp'

const sandboxUrl = inject('sandboxUrl')
const policy = strictPolicy({ rpcUrls: inject('chains').map((chain) => chain.rpcUrl), secureSiteUrl: inject('secureSiteUrl'), porticoServerUrl: inject('porticoServerUrl') })

const currentPage = useSandboxPage(sandboxUrl)
let page: Page
let violations: string[]
beforeEach(async () => {
  page = currentPage()
  violations = await recordViolations(page)
})

const view = () => modal(page).getAttribute('data-view')

describe('strict Content Security Policy', () => {
  it('is in force on the sandbox page: an inline <style> and an inline <script> are reported', async () => {
    await page.goto(withPolicy('/', policy))
    await connectButton(page).waitFor()
    await page.evaluate(() => {
      const style = document.createElement('style')
      style.textContent = 'body{color:red}'
      document.head.append(style)
      // As the modal used to: a <style> in a shadow root.
      const shadow = document.body.appendChild(document.createElement('div')).attachShadow({ mode: 'open' })
      shadow.append(style.cloneNode(true))
      const script = document.createElement('script')
      script.textContent = 'window.inlineRan = true'
      document.head.append(script)
    })
    await expect.poll(() => violations.filter((line) => line.startsWith('style-src')).length).toBe(2)
    await expect.poll(() => violations.some((line) => line.startsWith('script-src'))).toBe(true)
    expect(await page.evaluate(() => 'inlineRan' in window)).toBe(false)
  })

  it('runs the modal, the page buttons, a wallet connection, plugin views and a theme switch without a violation', async () => {
    await page.goto(withPolicy('/', policy))
    // The mocks' service worker runs under worker-src 'self' (the catalogue comes from it).
    await connectButton(page).click()
    await expect.poll(view).toBe('Connect')
    await modal(page).getByRole('button', { name: /^All Wallets/ }).click()
    await expect.poll(view).toBe('AllWallets')
    await modal(page).locator('.wallet-tile').first().waitFor()
    await modal(page).getByRole('button', { name: 'Close' }).click()
    await modal(page).waitFor({ state: 'detached' })

    await connectSandboxWallet(page)
    expect(await view()).toBe('Account')
    // The modal's stylesheet applies: a style blocked by the policy would leave the card unsized.
    expect(await modal(page).evaluate((card) => (card as HTMLElement).offsetWidth)).toBe(360)
    await modal(page).getByRole('button', { name: 'Receive', exact: true }).click()
    await expect.poll(view).toBe('WalletReceive')
    await modal(page).locator('svg').first().waitFor()
    await modal(page).getByRole('button', { name: 'Back' }).click()
    await modal(page).getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(view).toBe('WalletSend')
    await expect.poll(() => modal(page).getByTestId('send-select-token').textContent()).toContain('ETH')
    // The send plugin's adopted stylesheet is on: its field labels are small.
    expect(await modal(page).locator('.send-field label').first().evaluate((label) => getComputedStyle(label).fontSize)).toBe('12px')
    await modal(page).getByRole('button', { name: 'Close' }).click()
    await modal(page).waitFor({ state: 'detached' })

    await page.getByRole('button', { name: 'Light theme' }).click()
    await page.getByRole('button', { name: 'Pink accent' }).click()
    await page.locator('appkit-network-button button').click()
    await expect.poll(view).toBe('Networks')
    expect(await modal(page).getAttribute('data-theme')).toBe('light')
    await page.keyboard.press('Escape')
    expect(violations).toEqual([])
  })
})

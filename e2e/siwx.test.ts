import type { Page } from 'playwright-core'
import { beforeEach, describe, expect, inject, it } from 'vitest'
import { answerWallet, connectButton, modal, useSandboxPage } from './browser'

const sandboxUrl = inject('sandboxUrl')

const currentPage = useSandboxPage(sandboxUrl)
let page: Page
beforeEach(() => {
  page = currentPage()
})

/** Connects the sandbox wallet; with sign-in on, SIWXSignMessage follows. */
async function connect(p: Page) {
  await connectButton(p).click()
  await modal(p).getByRole('button', { name: /Portico Sandbox Wallet/ }).click()
  await answerWallet(p, 'Approve')
  await expect.poll(() => modal(p).getAttribute('data-view')).toBe('SIWXSignMessage')
}

const storedSessions = (p: Page) => p.evaluate(() => JSON.parse(localStorage.getItem('@portico/siwx-sessions') ?? '[]') as unknown[])

describe('sign-in with a wallet', () => {
  it('asks for a signature after connecting, stores the session and closes; no prompt after a reload', async () => {
    await page.goto('/?siwx=optional')
    await connect(page)
    await modal(page).getByRole('button', { name: 'Sign', exact: true }).click()
    await page.getByTestId('sandbox-wallet-prompt').getByText('personal_sign').waitFor()
    await answerWallet(page, 'Approve')
    await modal(page).waitFor({ state: 'detached' })
    expect(await storedSessions(page)).toHaveLength(1)

    const signInCode = page.waitForResponse((response) => /\/siwx\.[0-9a-f]+\.js$/.test(new URL(response.url()).pathname))
    await page.reload()
    await expect.poll(() => page.getByTestId('dapp-status').textContent()).toBe('connected')
    // The sign-in check runs once its code is in (the stored session is read from local storage):
    // a painted frame after that, it has found the session and opened nothing.
    await signInCode
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    expect(await modal(page).count()).toBe(0)
  })

  it("shows 'Signature declined' and keeps the view when the wallet refuses", async () => {
    await page.goto('/?siwx=optional')
    await connect(page)
    await modal(page).getByRole('button', { name: 'Sign', exact: true }).click()
    await answerWallet(page, 'Reject')
    await modal(page).getByTestId('toast').filter({ hasText: 'Signature declined' }).waitFor()
    expect(await modal(page).getAttribute('data-view')).toBe('SIWXSignMessage')
    expect(await storedSessions(page)).toHaveLength(0)
  })

  it('cannot be closed while sign-in is required, and cancel disconnects', async () => {
    await page.goto('/?siwx=required')
    await connect(page)
    await modal(page).getByRole('button', { name: 'Close' }).click()
    await page.keyboard.press('Escape')
    expect(await modal(page).getAttribute('data-view')).toBe('SIWXSignMessage')
    await modal(page).getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => page.getByTestId('dapp-status').textContent()).toBe('disconnected')
  })

  it('cancel when sign-in is optional closes and keeps the connection', async () => {
    await page.goto('/?siwx=optional')
    await connect(page)
    await modal(page).getByRole('button', { name: 'Cancel' }).click()
    await modal(page).waitFor({ state: 'detached' })
    expect(await page.getByTestId('dapp-status').textContent()).toBe('connected')
  })
})

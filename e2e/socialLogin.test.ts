import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { connectButton, launchChromium, modal, newSandboxContext, recordRequests } from './browser'

// Social login through the page: the socials plugin's entries, the shell's auth connector and the
// sandbox secure site (frame, auth service, Farcaster relay and app, local OpenID provider).
const sandboxUrl = inject('sandboxUrl')

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

describe('social login', () => {
  it('Farcaster: the QR code and link of the Sign In With Farcaster URL; approved in the Farcaster app, the Account view shows the name', async () => {
    const context = await newSandboxContext(browser, sandboxUrl)
    try {
      const page = await context.newPage()
      await page.goto('/')
      await connectButton(page).click()
      await modal(page).getByRole('button', { name: 'Farcaster' }).click()
      await expect.poll(() => modal(page).getAttribute('data-view')).toBe('ConnectingFarcaster')
      const open = modal(page).getByRole('link', { name: 'Open Farcaster' })
      const link = (await open.getAttribute('href')) ?? ''
      expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/app\/siwf\?channelToken=/)
      await modal(page).locator('svg').first().waitFor()
      // The user's phone: the Farcaster app, where they approve as @bob.
      const phone = await context.newPage()
      await phone.goto(link)
      await phone.getByLabel(/@bob/).check()
      await phone.getByRole('button', { name: 'Approve' }).click()
      await expect.poll(() => modal(page).getAttribute('data-view'), { timeout: 20_000 }).toBe('Account')
      await expect.poll(() => modal(page).getByTestId('account-social-username').textContent()).toBe('bob')
      expect(await page.getByTestId('dapp-status').textContent()).toBe('connected')
    } finally {
      await context.close()
    }
  })

  it('socials off: no social entry and nothing of the socials plugin is requested', async () => {
    const context = await newSandboxContext(browser, sandboxUrl)
    try {
      const page = await context.newPage()
      const requests = recordRequests(page)
      await page.goto('/?features=socials:false')
      await connectButton(page).click()
      await modal(page).getByRole('textbox', { name: 'Email' }).waitFor()
      await modal(page).hover()
      await page.waitForTimeout(500)
      expect(await modal(page).getByRole('button', { name: 'Google' }).count()).toBe(0)
      expect(requests.filter((request) => new URL(request.url()).pathname.startsWith('/plugins/socials/'))).toEqual([])
    } finally {
      await context.close()
    }
  })
})

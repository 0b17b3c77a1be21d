import type { Page } from 'playwright-core'
import { beforeEach, describe, expect, inject, it } from 'vitest'
import { connectButton, connectSandboxWallet, modal, useSandboxPage } from './browser'
import { seriousViolations } from './axe'

const sandboxUrl = inject('sandboxUrl')

const currentPage = useSandboxPage(sandboxUrl)
let page: Page
beforeEach(() => {
  page = currentPage()
})


describe('theme', () => {
  it('is dark by default, switches to light, and takes theme variables', async () => {
    await page.goto('/')
    await connectButton(page).click()
    const card = modal(page)
    expect(await card.getAttribute('data-theme')).toBe('dark')
    // Escape reaches the modal once it holds the focus: with remotes loading, a frame or two later.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('PORTICO-MODAL')
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Light theme' }).click()
    await page.getByRole('button', { name: 'Pink accent' }).click()
    await connectButton(page).click()
    expect(await card.getAttribute('data-theme')).toBe('light')
    const accent = await page.locator('portico-modal').evaluate((host) => getComputedStyle(host).getPropertyValue('--w3m-accent'))
    expect(accent.trim()).toBe('#e0457b')
    // The layout width: the opening animation scales the card, which the bounding box would include.
    const width = await card.evaluate((el) => (el as HTMLElement).offsetWidth)
    expect(width).toBe(360)
  })
})

describe('accessibility', () => {
  it('traps focus in the modal, closes on Escape and gives focus back', async () => {
    await page.goto('/')
    await connectButton(page).focus()
    await page.keyboard.press('Enter')
    await modal(page).waitFor()
    const focusedInside = () => page.evaluate(() => document.activeElement?.tagName === 'PORTICO-MODAL')
    // The dialog takes focus once it has rendered, a frame or so after it is in the DOM.
    await expect.poll(focusedInside).toBe(true)
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      expect(await focusedInside()).toBe(true)
    }
    await page.keyboard.press('Escape')
    await modal(page).waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('APPKIT-BUTTON')
  })

  it('has no serious or critical axe violations on Connect, Networks and Account, in both themes', async () => {
    await page.goto('/')
    for (const mode of ['dark', 'light']) {
      if (mode === 'light') await page.getByRole('button', { name: 'Light theme' }).click()
      await connectButton(page).click()
      await expect.poll(() => modal(page).getAttribute('data-view')).toBe('Connect')
      expect(await seriousViolations(page, { include: 'portico-modal' })).toEqual([])
      await page.keyboard.press('Escape')
      await page.locator('appkit-network-button button').click()
      await expect.poll(() => modal(page).getAttribute('data-view')).toBe('Networks')
      expect(await seriousViolations(page, { include: 'portico-modal' })).toEqual([])
      await page.keyboard.press('Escape')
    }
    await connectSandboxWallet(page)
    await modal(page).getByRole('button', { name: 'Receive' }).waitFor()
    expect(await seriousViolations(page, { include: 'portico-modal' })).toEqual([])
  })
})

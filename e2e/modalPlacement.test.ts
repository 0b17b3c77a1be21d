import type { Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { animationsSettled } from './axe'
import { answerWallet, connectButton, modal, useSandboxPage } from './browser'
import { launchChromium } from './chromium'

const sandboxUrl = inject('sandboxUrl')
const currentPage = useSandboxPage(sandboxUrl)
let page: Page
beforeEach(() => {
  page = currentPage()
})

/** The card's box in the visual viewport's coordinates (what the visitor sees), and that viewport's size. */
function cardInView(on: Page) {
  return modal(on).evaluate((card) => {
    const box = card.getBoundingClientRect()
    const view = window.visualViewport!
    const overlay = card.parentElement
    return {
      left: box.left - view.offsetLeft,
      right: box.right - view.offsetLeft,
      top: box.top - view.offsetTop,
      bottom: box.bottom - view.offsetTop,
      viewWidth: view.width,
      viewHeight: view.height,
      layoutWidth: window.innerWidth,
      sheet: overlay?.classList.contains('sheet') ?? false,
    }
  })
}

/** What has the focus: the modal (its host holds a focus inside its shadow root), the page's body, or another element. */
const focusOwner = (on: Page) => on.evaluate(() => (document.activeElement === document.body ? 'body' : (document.activeElement?.tagName.toLowerCase() ?? 'none')))

describe('the modal on a phone showing a page wider than its screen', () => {
  let browser: Awaited<ReturnType<typeof launchChromium>> | undefined
  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('is a sheet sized and placed against the visual viewport, whole on screen', async () => {
    const context = await browser!.newContext({ baseURL: sandboxUrl, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 })
    try {
      const phone = await context.newPage()
      await phone.goto('/')
      await connectButton(phone).waitFor()
      // A dapp page wider than the phone: the layout viewport (what `fixed` and media queries use) grows with it.
      await phone.evaluate(() => document.body.append(Object.assign(document.createElement('div'), { style: 'width: 1400px; height: 8px' })))
      await connectButton(phone).tap()
      await modal(phone).getByRole('button', { name: /All Wallets/ }).waitFor()
      await animationsSettled(phone)
      const placed = await cardInView(phone)
      console.log(`[placement] layout viewport ${placed.layoutWidth} px wide, visual ${placed.viewWidth} x ${placed.viewHeight}; card ${JSON.stringify(placed)}`)
      // The case itself: the layout viewport is the page's width, not the phone's.
      expect(placed.layoutWidth).toBeGreaterThan(placed.viewWidth)
      expect(placed.sheet).toBe(true)
      expect(placed.left).toBeGreaterThanOrEqual(-1)
      expect(placed.right).toBeLessThanOrEqual(placed.viewWidth + 1)
      expect(placed.bottom).toBeLessThanOrEqual(placed.viewHeight + 1)
      // A sheet: the full width of what the visitor sees, on its bottom edge.
      expect(placed.right - placed.left).toBeGreaterThanOrEqual(placed.viewWidth - 1)
      expect(placed.bottom).toBeGreaterThanOrEqual(placed.viewHeight - 1)
    } finally {
      await context.close()
    }
  })
})

describe('focus while the modal is open', () => {
  it('stays in the dialog, the page behind inert, and comes back to it after the wallet\'s own prompt', async () => {
    await page.goto('/')
    await connectButton(page).click()
    const dialog = modal(page)
    await dialog.getByRole('button', { name: /Portico Sandbox Wallet/ }).click()
    // The wallet's prompt is the page's, outside the modal: it takes the focus and gives it back to nobody.
    await answerWallet(page, 'Approve')
    await expect.poll(() => dialog.getAttribute('data-view')).toBe('Account')
    await dialog.getByRole('button', { name: 'Disconnect' }).waitFor()
    await expect.poll(() => focusOwner(page)).toBe('portico-modal')
    // The page's own buttons are out of reach while the modal shows.
    expect(await page.locator('[inert]').count()).toBeGreaterThan(0)
    const owners: string[] = []
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab')
      owners.push(await focusOwner(page))
    }
    expect(new Set(owners)).toEqual(new Set(['portico-modal']))
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    // Closed: the page is live again.
    expect(await page.locator('[inert]').count()).toBe(0)
  })

  it('rings a control for the keyboard only, never after a click', async () => {
    await page.goto('/')
    await connectButton(page).click()
    const allWallets = modal(page).getByRole('button', { name: /All Wallets/ })
    await allWallets.waitFor()
    const outlineOf = (name: RegExp) =>
      modal(page)
        .getByRole('button', { name })
        .evaluate((button) => getComputedStyle(button).outlineStyle)
    // A pointer press focuses the row without a ring; released elsewhere, it opens nothing.
    const box = (await modal(page).getByRole('button', { name: /MetaMask/ }).boundingBox())!
    await page.mouse.move(box.x + 20, box.y + box.height / 2)
    await page.mouse.down()
    expect(await outlineOf(/MetaMask/)).toBe('none')
    const title = (await modal(page).locator('.header-title').boundingBox())!
    await page.mouse.move(title.x + 4, title.y + 4)
    await page.mouse.up()
    expect(await outlineOf(/MetaMask/)).toBe('none')
    // The keyboard moves on from it: now the focused row is ringed.
    await page.keyboard.press('Tab')
    const ringed = await modal(page).evaluate((card) => {
      const active = (card.getRootNode() as ShadowRoot).activeElement
      return active ? getComputedStyle(active).outlineStyle : 'nothing focused'
    })
    expect(ringed).toBe('solid')
  })
})

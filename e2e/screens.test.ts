import type { Locator, Page } from 'playwright-core'
import { beforeEach, describe, expect, inject, it } from 'vitest'
import { animationsSettled } from './axe'
import { answerWallet, connectButton, modal, useSandboxPage } from './browser'
import { screenshotDifference } from './screenshots'

const sandboxUrl = inject('sandboxUrl')
const currentPage = useSandboxPage(sandboxUrl)
let page: Page
beforeEach(() => {
  page = currentPage()
})

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const
const MODES = ['dark', 'light'] as const
/** Pixels that may differ from a baseline (font hinting, a caret): 1 %. */
const TOLERANCE = 0.01
const FOLD = 800

/** Sets the theme as a dapp does, through the controller. */
async function setThemeMode(mode: 'dark' | 'light') {
  await page.evaluate((m) => (window as unknown as { __porticoAppKit: { setThemeMode: (m: string) => void } }).__porticoAppKit.setThemeMode(m), mode)
}

/** The bottom edge of an element in the page, in CSS pixels. */
async function bottomOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not laid out')
  return box.y + box.height
}

/**
 * What a person would see as broken in the modal: an element wider than its box that does not
 * scroll (text cut without an ellipsis, a child sticking out of the card), and every `<img>` that
 * has not loaded (a logo that fails shows its letter badge instead of an img).
 */
async function layoutProblems(): Promise<string[]> {
  // Images still on their way are not broken: wait until each has loaded or failed, and for the
  // frame in which a failed one is swapped for its fallback.
  const broken = await modal(page).evaluate(async (card) => {
    const decoded = (img: HTMLImageElement) => img.decode().then(() => true, () => false)
    await Promise.all([...card.querySelectorAll('img')].map(decoded))
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)))
    const images = [...card.querySelectorAll('img')]
    const results = await Promise.all(images.map(decoded))
    return images.filter((_, i) => !results[i]).map((img) => `image not loaded: ${img.src.slice(0, 60)}`)
  })
  return modal(page).evaluate((card) => {
    const problems: string[] = []
    const cardBox = card.getBoundingClientRect()
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}${el.textContent ? ` "${el.textContent.trim().slice(0, 24)}"` : ''}`
    for (const el of card.querySelectorAll('*')) {
      if (!(el instanceof HTMLElement) || el.offsetParent === null) continue
      const style = getComputedStyle(el)
      const scrolls = ['auto', 'scroll'].includes(style.overflowX)
      if (!scrolls && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0 && style.textOverflow !== 'ellipsis') problems.push(`overflows: ${name(el)}`)
      const box = el.getBoundingClientRect()
      if (box.width > 0 && (box.left < cardBox.left - 1 || box.right > cardBox.right + 1)) problems.push(`outside the card: ${name(el)}`)
    }
    return problems
  }).then((problems) => [...problems, ...broken])
}

/** Compares the page with its baseline in docs/screens (which docs/screens.md shows). */
async function expectScreen(screen: string, size: string, mode: string, mask: Locator[] = []) {
  await animationsSettled(page)
  const shot = await page.screenshot({ animations: 'disabled', caret: 'hide', mask })
  const difference = screenshotDifference(`docs/screens/${screen}-${size}-${mode}.png`, shot)
  expect(difference, `${screen} (${size}, ${mode}) differs from its baseline`).toBeLessThanOrEqual(TOLERANCE)
}

describe('the screens as a person sees them', () => {
  for (const [size, viewport] of Object.entries(SIZES)) {
    for (const mode of MODES) {
      it(`${size}, ${mode}: Connect, All Wallets, Account, Receive, Send and Swap lay out and match their baselines`, async () => {
        await page.setViewportSize(viewport)
        await page.goto('/')
        await connectButton(page).waitFor()
        await setThemeMode(mode)
        await connectButton(page).click()
        const dialog = modal(page)
        await expect.poll(() => dialog.getAttribute('data-view')).toBe('Connect')
        const installed = dialog.getByRole('button', { name: /Portico Sandbox Wallet/ })
        const allWallets = dialog.getByRole('button', { name: /All Wallets/ })
        await installed.waitFor()
        await allWallets.waitFor()
        // The wallet the visitor has and the way to the rest, without scrolling.
        const [installedBottom, allWalletsBottom] = [await bottomOf(installed), await bottomOf(allWallets)]
        console.log(`[screens] ${size}, ${mode}: installed wallet ends at y = ${Math.round(installedBottom)}, All Wallets at y = ${Math.round(allWalletsBottom)}`)
        expect(installedBottom).toBeLessThanOrEqual(Math.min(FOLD, viewport.height))
        expect(allWalletsBottom).toBeLessThanOrEqual(Math.min(FOLD, viewport.height))
        expect(await layoutProblems()).toEqual([])
        await expectScreen('connect', size, mode)

        await allWallets.click()
        await dialog.locator('.wallet-tile-name').first().waitFor()
        const tiles = await dialog.locator('.wallet-tile').evaluateAll((elements) =>
          elements.map((tile) => {
            const nameBox = tile.querySelector('.wallet-tile-name')
            const tag = tile.querySelector('.wallet-tile-tag')?.getBoundingClientRect()
            const box = nameBox?.getBoundingClientRect()
            const overlaps = tag && box ? tag.top < box.bottom - 1 && box.top < tag.bottom - 1 && tag.left < box.right && box.left < tag.right : false
            const cut = nameBox ? nameBox.scrollWidth > nameBox.clientWidth + 1 || nameBox.scrollHeight > nameBox.clientHeight + 1 : false
            return { name: nameBox?.textContent, cut, overlaps }
          }),
        )
        expect(tiles.filter((tile) => tile.cut || tile.overlaps)).toEqual([])
        expect(await layoutProblems()).toEqual([])
        await expectScreen('all-wallets', size, mode)
        await dialog.getByRole('button', { name: 'Back', exact: true }).click()

        await installed.click()
        await answerWallet(page, 'Approve')
        await expect.poll(() => dialog.getAttribute('data-view')).toBe('Account')
        const disconnect = dialog.getByRole('button', { name: 'Disconnect' })
        await dialog.getByTestId('token').first().waitFor()
        expect(await bottomOf(disconnect)).toBeLessThanOrEqual(viewport.height)
        expect(await layoutProblems()).toEqual([])
        // Balances move as other tests spend on the shared chain: they are masked, the layout is not.
        await expectScreen('account', size, mode, [dialog.getByTestId('account-balance'), dialog.getByTestId('token-list')])

        await dialog.getByRole('button', { name: 'Receive' }).click()
        await dialog.locator('.ui-qr[data-ready="true"]').waitFor()
        expect(await layoutProblems()).toEqual([])
        await expectScreen('receive', size, mode)
        await dialog.getByRole('button', { name: 'Back', exact: true }).click()

        await dialog.getByRole('button', { name: 'Send', exact: true }).click()
        await expect.poll(() => dialog.getAttribute('data-view')).toBe('WalletSend')
        expect(await layoutProblems()).toEqual([])
        await expectScreen('send', size, mode)
        await dialog.getByRole('button', { name: 'Back', exact: true }).click()

        await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
        await expect.poll(() => dialog.getAttribute('data-view')).toBe('Swap')
        expect(await layoutProblems()).toEqual([])
        await expectScreen('swap', size, mode, [dialog.locator('[data-testid$="balance"]')])
      })
    }
  }
})

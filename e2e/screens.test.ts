import type { Locator, Page } from 'playwright-core'
import { beforeEach, describe, expect, inject, it } from 'vitest'
import { animationsSettled } from './axe'
import { answerWallet, connectButton, launchChromium, modal, newSandboxContext, useSandboxPage } from './browser'
import { startEmailLogin } from './embeddedLogin'
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
        // Where a person sees them: once the card has settled (its height moves as the wallets arrive).
        await animationsSettled(page)
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
        await animationsSettled(page)
        // The features in one row: the tabs and Disconnect above the fold.
        const features = await dialog.getByRole('list', { name: 'Wallet features' }).evaluate((list) => new Set([...list.children].map((item) => Math.round(item.getBoundingClientRect().top))).size)
        expect(features).toBe(1)
        expect(await bottomOf(dialog.getByRole('tablist'))).toBeLessThanOrEqual(Math.min(FOLD, viewport.height))
        expect(await bottomOf(disconnect)).toBeLessThanOrEqual(Math.min(FOLD, viewport.height))
        expect(await layoutProblems()).toEqual([])
        // Balances move as other tests spend on the shared chain: they are masked, the layout is not.
        await expectScreen('account', size, mode, [dialog.getByTestId('account-balance'), dialog.getByTestId('token-list')])

        await dialog.getByTestId('account-network').click()
        await expect.poll(() => dialog.getAttribute('data-view')).toBe('Networks')
        expect(await layoutProblems()).toEqual([])
        await expectScreen('networks', size, mode)
        await dialog.getByRole('button', { name: 'Back', exact: true }).click()

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
        // The balances arrive after the view: Max shows beside the source's balance once it has.
        await dialog.getByRole('button', { name: 'Max', exact: true }).waitFor()
        expect(await layoutProblems()).toEqual([])
        await expectScreen('swap', size, mode, [dialog.locator('[data-testid$="balance"]')])
      })
    }
  }

  for (const [size, viewport] of Object.entries(SIZES)) {
    for (const mode of MODES) {
      it(`${size}, ${mode}: the social login's waiting view and a declined connection say who and what`, async () => {
        await page.setViewportSize(viewport)
        // The waiting spinner turns for as long as it waits: still under reduced motion, for the picture.
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await page.goto('/')
        await connectButton(page).waitFor()
        await setThemeMode(mode)
        await connectButton(page).click()
        const dialog = modal(page)
        const [popup] = await Promise.all([page.context().waitForEvent('page'), dialog.getByRole('button', { name: 'Google' }).click()])
        await dialog.getByText('Continue in the Google window').waitFor()
        await popup.getByLabel('Username').waitFor()
        expect(await layoutProblems()).toEqual([])
        await expectScreen('social-waiting', size, mode)
        await popup.close()
        await dialog.getByText('Sign-in was cancelled').waitFor()
        await dialog.getByRole('button', { name: 'Go back' }).click()

        await dialog.getByRole('button', { name: /Portico Sandbox Wallet/ }).click()
        await answerWallet(page, 'Reject')
        await dialog.getByRole('alert').filter({ hasText: 'Connection declined' }).waitFor()
        // Titled by the wallet; the library's words stay off the screen.
        expect(await dialog.locator('.header-title').textContent()).toBe('Portico Sandbox Wallet')
        expect(await dialog.textContent()).not.toMatch(/viem|Version|Details:/)
        expect(await layoutProblems()).toEqual([])
        await expectScreen('declined', size, mode)
      })
    }
  }

  for (const [size, viewport] of Object.entries(SIZES)) {
    for (const mode of MODES) {
      it(`${size}, ${mode}: email login with the auth service down is titled as email login and says why, with Try again`, async () => {
        await page.setViewportSize(viewport)
        // A secure site nobody answers at, given up on after 1.5 s.
        await page.goto('/?secureSite=http://127.0.0.1:9/&secureSiteTimeoutMs=1500')
        await connectButton(page).waitFor()
        await setThemeMode(mode)
        await startEmailLogin(page, 'ada@example.com')
        const dialog = modal(page)
        await dialog.getByText('Couldn’t send a code').waitFor({ timeout: 10_000 })
        expect(await dialog.locator('.header-title').textContent()).toBe('Email Login')
        await dialog.getByRole('button', { name: 'Try again' }).waitFor()
        expect(await layoutProblems()).toEqual([])
        await expectScreen('email-unavailable', size, mode)
      })
    }
  }

  it('moves the card to the next view\'s height in 150 ms, and at once under reduced motion', async () => {
    await page.setViewportSize(SIZES.desktop)
    await page.goto('/')
    await connectButton(page).click()
    const dialog = modal(page)
    await dialog.getByRole('button', { name: /All Wallets/ }).waitFor()
    await animationsSettled(page)
    /** Changes the view with `change`, and says what the view's box did: its height transitions and heights. */
    const heightChange = async (change: () => Promise<void>) => {
      await dialog.evaluate((card) => {
        const body = card.querySelector<HTMLElement>('.body')
        if (!body) throw new Error('no .body in the card')
        const seen: string[] = []
        Object.assign(window, { __heightTransitions: seen })
        body.addEventListener('transitionrun', (event) => seen.push(`run ${event.propertyName} ${getComputedStyle(body).transitionDuration}`))
        body.addEventListener('transitionend', (event) => seen.push(`end ${event.propertyName}`))
      })
      const before = await dialog.evaluate((card) => card.querySelector<HTMLElement>('.body')?.getBoundingClientRect().height ?? 0)
      await change()
      await animationsSettled(page)
      return dialog.evaluate((card) => {
        const body = card.querySelector<HTMLElement>('.body')
        const content = card.querySelector<HTMLElement>('.body-content')
        return { transitions: (window as unknown as { __heightTransitions: string[] }).__heightTransitions, boxHeight: body?.getBoundingClientRect().height ?? 0, contentHeight: content?.offsetHeight ?? 0 }
      }).then((after) => ({ before, ...after }))
    }

    const toAllWallets = await heightChange(async () => {
      await dialog.getByRole('button', { name: /All Wallets/ }).click()
      await dialog.locator('.wallet-tile-name').first().waitFor()
    })
    expect(toAllWallets.boxHeight).not.toBe(toAllWallets.before)
    expect(toAllWallets.boxHeight).toBe(toAllWallets.contentHeight)
    expect(toAllWallets.transitions).toContain('run height 0.15s')
    expect(toAllWallets.transitions).toContain('end height')

    await page.emulateMedia({ reducedMotion: 'reduce' })
    const back = await heightChange(() => dialog.getByRole('button', { name: 'Back', exact: true }).click())
    expect(back.boxHeight).not.toBe(back.before)
    expect(back.boxHeight).toBe(back.contentHeight)
    expect(back.transitions).toEqual([])
    await page.emulateMedia({ reducedMotion: null })
  })

  it('blurs the dapp behind the modal, and not for a visitor who prefers reduced transparency', async () => {
    const backdropOf = async (on: Page) => {
      await on.goto('/')
      await connectButton(on).click()
      return modal(on).evaluate((card) => (card.parentElement ? getComputedStyle(card.parentElement).backdropFilter : 'no overlay'))
    }
    // The suite's browsers prefer reduced transparency (e2e/chromium.ts); this one is a visitor's default.
    expect(await backdropOf(page)).toBe('none')
    const browser = await launchChromium({ reducedTransparency: false })
    try {
      const context = await newSandboxContext(browser, sandboxUrl)
      expect(await backdropOf(await context.newPage())).toBe('blur(8px)')
    } finally {
      await browser.close()
    }
  })
})

import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { connectButton, launchChromium, modal } from './browser'
import { startLocalRelay, type LocalRelay } from '../sandbox/walletconnect/relay/localRelay'
import { stubVerifyServer } from './walletconnect/verifyStub'

// A hostile wallet catalogue, answered by the test itself: the sandbox's mock service worker is
// blocked in these contexts, so every catalogue request reaches the route below.
const HOSTILE_LINKS = {
  evil: { id: 'evil', name: 'Evil Wallet', image_id: 'evil-img', mobile_link: 'javascript://%0aalert(document.domain)//', desktop_link: 'JavaScript://%0aalert(document.domain)//', webapp_link: ' javascript:alert(1)//' },
  sneaky: { id: 'sneaky', name: 'Sneaky Wallet', image_id: 'sneaky-img', mobile_link: 'javascript:alert(1)//', desktop_link: 'data:text/html,<script>alert(1)</script>', webapp_link: 'https://pay.coinbase.com@evil.example/' },
  mixed: { id: 'mixed', name: 'Mixed Wallet', image_id: 'mixed-img', mobile_link: 'java\tscript:alert(1)//', desktop_link: 'mixedwallet://', webapp_link: 'https://mixed.example/app' },
}
const HOSTILE_TEXT = /javascript|vbscript|data:|blob:|file:|evil\.example/i

const sandboxUrl = inject('sandboxUrl')
const porticoServerUrl = inject('porticoServerUrl')

let browser: Browser
let context: BrowserContext
let page: Page
let relay: LocalRelay
/** What the page tried to open or navigate to, and every dialog a script raised. */
let opened: string[]
let navigations: string[]
let dialogs: string[]

/** Answers the catalogue with `records` on every list request and a blank image for every icon. */
async function serveCatalogue(target: BrowserContext, records: object[]) {
  await target.route(`${porticoServerUrl}/**`, (route) => {
    const { pathname } = new URL(route.request().url())
    if (pathname === '/getWallets') return route.fulfill({ json: { data: records, count: records.length } })
    if (pathname.startsWith('/getWalletImage/')) return route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>' })
    return route.continue()
  })
}

beforeAll(async () => {
  browser = await launchChromium()
  relay = await startLocalRelay()
})
afterAll(async () => {
  await relay?.close()
  await browser?.close()
})
beforeEach(async () => {
  context = await browser.newContext({ baseURL: sandboxUrl, serviceWorkers: 'block' })
  await stubVerifyServer(context)
  // A universal or web link opens in a new window: answered offline, recorded.
  await context.route(/^https:\/\/mixed\.example\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>wallet</title>' }))
  page = await context.newPage()
  opened = []
  navigations = []
  dialogs = []
  await page.exposeFunction('__recordOpen', (url: string) => opened.push(url))
  // window.open is wrapped, not replaced: the page still opens what it asks for.
  await page.addInitScript(() => {
    const open = window.open.bind(window)
    window.open = (url?: string | URL, ...rest) => {
      void (window as unknown as { __recordOpen: (url: string) => void }).__recordOpen(String(url))
      return open(url, ...rest)
    }
  })
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url())
  })
})
afterEach(async () => {
  await context?.close()
})

const stored = () => page.evaluate(() => JSON.stringify({ ...localStorage }))

/** Picks a catalogue wallet in the Connect view and presses every open-app button it offers. */
async function pressEveryOpenButton(name: string): Promise<string[]> {
  await modal(page).getByRole('button', { name, exact: true }).click()
  await expect.poll(() => modal(page).getAttribute('data-view')).toBe('ConnectingWalletConnect')
  // The pairing URI is ready: the QR code shows it.
  await expect.poll(() => modal(page).getByTestId('wc-qr').getAttribute('data-wc-uri'), { timeout: 15_000 }).toMatch(/^wc:/)
  const group = modal(page).getByRole('group', { name: `Open ${name}` })
  const labels = (await group.count()) === 0 ? [] : await group.getByRole('button').allTextContents()
  // Web link first: after an app-scheme link opens in the page (`_self`), headless chromium
  // swallows the next clicks.
  for (const label of [...labels].reverse()) {
    await group.getByRole('button', { name: label }).click()
    // Each link rests while buffering (5 s); wait until it can be pressed again.
    await expect.poll(() => group.getByRole('button', { name: label }).isEnabled()).toBe(false)
    await expect.poll(() => group.getByRole('button', { name: label }).isEnabled(), { timeout: 10_000 }).toBe(true)
  }
  await modal(page).getByRole('button', { name: 'Back' }).click()
  return labels
}

describe('hostile wallet links', () => {
  it('a hostile catalogue runs no script, opens no hostile link and stores nothing hostile', async () => {
    await serveCatalogue(context, Object.values(HOSTILE_LINKS))
    await page.goto(`/?relay=${encodeURIComponent(relay.url)}`)
    await connectButton(page).click()
    await modal(page).getByRole('button', { name: 'Evil Wallet', exact: true }).waitFor()

    // Hostile links are dropped; the wallets stay, and a wallet's valid links still work.
    expect(await pressEveryOpenButton('Evil Wallet')).toEqual([])
    expect(await pressEveryOpenButton('Sneaky Wallet')).toEqual([])
    expect(await pressEveryOpenButton('Mixed Wallet')).toEqual(['Open desktop app', 'Open web app'])

    await expect.poll(() => opened.length).toBe(2)
    expect(dialogs).toEqual([])
    expect(opened[0]).toMatch(/^https:\/\/mixed\.example\/app\/wc\?uri=wc%3A/)
    expect(opened[1]).toMatch(/^mixedwallet:\/\/wc\?uri=wc%3A/)
    // The dapp's page never left for another address.
    expect(navigations.every((url) => url.startsWith(sandboxUrl))).toBe(true)
    expect(await stored()).not.toMatch(HOSTILE_TEXT)
    expect(await stored()).toContain('mixedwallet://')
  })

  it('a hostile record planted in storage by an older build is dropped, not shown', async () => {
    await serveCatalogue(context, [HOSTILE_LINKS.mixed])
    await page.addInitScript((evil) => {
      if (localStorage.getItem('@portico/connection')) return
      localStorage.setItem('@portico/connection', JSON.stringify({ recentWallets: [evil] }))
      localStorage.setItem('@portico/wc-deeplink', JSON.stringify({ name: evil.name, href: evil.mobile_link }))
    }, HOSTILE_LINKS.evil)
    await page.goto(`/?relay=${encodeURIComponent(relay.url)}`)
    await connectButton(page).click()
    await modal(page).getByRole('button', { name: 'Mixed Wallet', exact: true }).waitFor()

    expect(await modal(page).getByRole('button', { name: /Evil Wallet/ }).count()).toBe(0)
    await pressEveryOpenButton('Mixed Wallet')
    expect(dialogs).toEqual([])
    expect(opened.every((url) => url.startsWith('mixedwallet://') || url.startsWith('https://mixed.example/'))).toBe(true)
    expect(navigations.every((url) => url.startsWith(sandboxUrl))).toBe(true)
    expect(await stored()).not.toMatch(HOSTILE_TEXT)
  })

  it('a hostile or malformed stored deep link is removed at page load, before any click', async () => {
    await page.goto('/')
    await connectButton(page).waitFor()
    for (const planted of [JSON.stringify({ name: 'Evil Wallet', href: 'javascript:alert(document.domain)//' }), '{"name":"Evil Wallet","href":']) {
      await page.evaluate((value) => localStorage.setItem('@portico/wc-deeplink', value), planted)
      await page.reload()
      await connectButton(page).waitFor()
      await expect.poll(() => page.evaluate(() => localStorage.getItem('@portico/wc-deeplink'))).toBeNull()
    }
    expect(dialogs).toEqual([])
  })
})

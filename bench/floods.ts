import { generateHistoryFixtures } from '@portico/plugin-history/mocks'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { measureAllWallets } from './allWallets'
import { approveSandboxWallet } from './sandboxWallet'

/** How the modal holds up under 10 000 items from the network (issue 17's load figures). */
export interface FloodMeasurement {
  /** Click -> the first page of the list painted. */
  firstPageMs: number
  /** The longest frame while scrolling to the end of the list, pages loading on the way. */
  longestScrollFrameMs: number
  /** Items the list held at the end of the scroll. */
  itemsLoaded: number
  /** Elements in the modal's shadow root at that point. */
  domNodes: number
}

const FLOOD_SIZE = 10_000
const CATALOGUE = 'https://api.web3modal.org'
const BLOCKCHAIN_API = 'https://rpc.walletconnect.org'
const ONE_PIXEL = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'

/** A fresh context whose network calls to the catalogue and the Blockchain API reach the routes (the sandbox's worker blocked). */
async function floodContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, serviceWorkers: 'block' })
}

/** A catalogue of 10 000 distinct wallets, answered page by page as the real one is. */
async function routeWalletFlood(context: BrowserContext): Promise<void> {
  const wallets = Array.from({ length: FLOOD_SIZE }, (_, index) => ({ id: `flood-${index}`, name: `Flood wallet ${index}`, image_id: `flood-${index}`, order: index }))
  await context.route(`${CATALOGUE}/**`, (route) => {
    const url = new URL(route.request().url())
    if (url.pathname.startsWith('/getWalletImage/')) return route.fulfill({ contentType: 'image/svg+xml', body: ONE_PIXEL })
    if (url.pathname !== '/getWallets') return route.fulfill({ status: 404, body: '' })
    const query = url.searchParams.get('search')?.toLowerCase()
    const include = url.searchParams.get('include')?.split(',')
    const matching = wallets.filter((wallet) => (!query || wallet.name.toLowerCase().includes(query)) && (!include || include.includes(wallet.id)))
    const entries = Number(url.searchParams.get('entries') ?? 40)
    const page = Number(url.searchParams.get('page') ?? 1)
    return route.fulfill({ json: { count: matching.length, data: matching.slice((page - 1) * entries, page * entries) } })
  })
}

/** AllWallets over a catalogue of 10 000 wallets: the first page, pages scrolled in for 20 s, the DOM it leaves. */
export async function measureWalletFlood(browser: Browser, sandboxUrl: string): Promise<FloodMeasurement> {
  const context = await floodContext(browser, sandboxUrl)
  try {
    await routeWalletFlood(context)
    const page = await context.newPage()
    await page.goto('/')
    // 250 pages: scroll for 20 s at most, then report how far the list got.
    const figures = await measureAllWallets(page, 'wallet 99', 20_000)
    return { firstPageMs: figures.firstPageMs, longestScrollFrameMs: Math.max(figures.longestLoadingFrameMs, figures.longestScrollFrameMs), itemsLoaded: figures.walletsLoaded, domNodes: figures.domNodes }
  } finally {
    await context.close()
  }
}

/** A history of 10 000 transactions for any account, 50 a page behind a cursor, as the real API pages. */
async function routeHistoryFlood(context: BrowserContext): Promise<void> {
  const pageSize = 50
  const byAccount = new Map<string, ReturnType<typeof generateHistoryFixtures>>()
  await context.route(`${BLOCKCHAIN_API}/**`, (route) => {
    const url = new URL(route.request().url())
    const account = /^\/v1\/account\/([^/]+)\/history$/.exec(url.pathname)?.[1]
    if (!account) return route.fulfill({ status: 404, json: { message: 'not in this bench' } })
    const chain = url.searchParams.get('chainId') ?? 'eip155:31337'
    const transactions = byAccount.get(`${chain}:${account}`) ?? generateHistoryFixtures({ account, chain, now: new Date(), count: FLOOD_SIZE })
    byAccount.set(`${chain}:${account}`, transactions)
    const offset = Number(url.searchParams.get('cursor') ?? 0)
    const next = offset + pageSize < transactions.length ? String(offset + pageSize) : null
    return route.fulfill({ json: { data: transactions.slice(offset, offset + pageSize), next } })
  })
}

/** Activity over a history of 10 000 transactions: the first page, the list scrolled to its end, the DOM it leaves. */
export async function measureHistoryFlood(browser: Browser, sandboxUrl: string): Promise<FloodMeasurement> {
  const context = await floodContext(browser, sandboxUrl)
  try {
    await routeHistoryFlood(context)
    const page = await context.newPage()
    await page.goto('/')
    const modal = await approveSandboxWallet(page)
    await modal.getByRole('tab', { name: 'Activity' }).waitFor()
    return await measureActivityScroll(page)
  } finally {
    await context.close()
  }
}

/** Inside the page: click Activity, wait for the first row, then scroll to the end a frame at a time. */
async function measureActivityScroll(page: Page): Promise<FloodMeasurement> {
  // Under tsx, esbuild's keepNames wraps inner functions in `__name(...)`; give the page one.
  await page.evaluate('globalThis.__name ??= (fn) => fn')
  return page.evaluate(async () => {
    const root = document.querySelector('portico-modal')?.shadowRoot
    const tab = [...(root?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])].find((button) => button.textContent === 'Activity')
    if (!root || !tab) throw new Error('no Activity tab')
    const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve))
    const rows = () => root.querySelectorAll('[data-testid="transaction-group"] li').length
    const start = performance.now()
    tab.click()
    while (rows() === 0) {
      if (performance.now() - start > 30_000) throw new Error('no transaction painted')
      await frame()
    }
    const firstPageMs = performance.now() - start
    // The modal's own scroller: the nearest scrollable ancestor of the list.
    let scroller: HTMLElement | null = root.querySelector<HTMLElement>('.transaction-list')
    while (scroller && scroller.scrollHeight <= scroller.clientHeight) scroller = scroller.parentElement
    if (!scroller) throw new Error('the activity list does not scroll')
    let longest = 0
    let previous = await frame()
    let quietFrames = 0
    const scrollStart = performance.now()
    // Scroll to the end until the list stops growing (every page read) or a minute passes.
    while (quietFrames < 120 && performance.now() - scrollStart < 60_000) {
      const before = rows()
      scroller.scrollTop = scroller.scrollHeight
      const now = await frame()
      longest = Math.max(longest, now - previous)
      previous = now
      quietFrames = rows() === before && !root.querySelector('.transaction-list[aria-busy="true"]') ? quietFrames + 1 : 0
    }
    return { firstPageMs, longestScrollFrameMs: longest, itemsLoaded: rows(), domNodes: root.querySelectorAll('*').length }
  })
}

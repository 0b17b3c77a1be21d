import type { BrowserContext, Page } from 'playwright-core'
import { createPublicClient, http, parseEther, type Address } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { ANVIL_DEV_ADDRESSES } from '../toolchain/processes/anvil'
import { answerWallet, connectButton, connectSandboxWallet, modal, useSandboxPage } from './browser'

// Faults injected into a running sandbox: floods and garbage from the catalogue, broken and
// throwing storage. What is held: the modal works, the valid data shows, no state is lost.
const sandboxUrl = inject('sandboxUrl')
const rpcUrl = inject('rpcUrl')
const porticoServerUrl = inject('porticoServerUrl')
const anvil = createPublicClient({ transport: http(rpcUrl) })
const account = ANVIL_DEV_ADDRESSES[0] as string
const truncated = `${account.slice(0, 4)}...${account.slice(-6)}`

const currentPage = useSandboxPage(sandboxUrl)

const flood = (size: number) => Array.from({ length: size }, (_, index) => ({ id: `flood-${index}`, name: `Flood ${index}`, image_id: `img-${index}` }))

/** Answers the catalogue in Portico Server's stead: a page of `size` records whatever was asked, plus garbage records. */
async function floodCatalogue(context: BrowserContext, size: number): Promise<{ images: () => number; pages: number[] }> {
  let images = 0
  const pages: number[] = []
  await context.route(`${porticoServerUrl}/**`, (route) => {
    const { pathname, searchParams } = new URL(route.request().url())
    if (pathname === '/getWallets' && !searchParams.has('include')) pages.push(Number(searchParams.get('page')))
    if (pathname === '/getWallets') return route.fulfill({ json: { data: [{ id: 7 }, null, 'x', ...flood(size)], count: 1_000_000 } })
    if (pathname.startsWith('/getWalletImage/')) {
      images++
      return route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>' })
    }
    return route.continue()
  })
  return { images: () => images, pages }
}

const storedConnection = (page: Page) => page.evaluate(() => localStorage.getItem('@portico/connection'))

describe('faults from the catalogue', () => {
  it('a page of 10 000 records and garbage renders what was asked for, and All Wallets pages stop when nothing is new', async () => {
    // The sandbox's service worker is blocked so that every catalogue request reaches the route.
    const browser = currentPage().context().browser()
    if (!browser) throw new Error('no browser')
    const context = await browser.newContext({ baseURL: sandboxUrl, serviceWorkers: 'block' })
    const page = await context.newPage()
    const { images, pages } = await floodCatalogue(context, 10_000)
    await page.goto('/')
    await connectButton(page).click()
    const dialog = modal(page)
    await dialog.getByRole('button', { name: 'Flood 0', exact: true }).waitFor()
    // Recommended: 4 asked, 4 shown (the installed sandbox wallet and WalletConnect besides).
    expect(await dialog.getByRole('button', { name: /^Flood \d+/ }).count()).toBe(4)

    await dialog.getByRole('button', { name: /All Wallets/ }).click()
    await dialog.locator('.wallet-tile').first().waitFor()
    // A page is 40 wallets; the second page repeats the first (the flood answers the same), so
    // paging stops there whatever the count of a million says, however far the list is scrolled.
    const grid = dialog.locator('.wallet-grid-scroll')
    for (let scroll = 0; scroll < 4; scroll++) {
      await grid.evaluate((element) => element.scrollTo(0, element.scrollHeight))
      // A page asked for by this scroll has come in (its placeholders are gone) before the next scroll.
      await expect.poll(() => dialog.getByTestId('wallet-skeleton').count()).toBe(0)
    }
    // Paging has stopped: the list's set size is what it holds (a page's worth), no longer the API's million.
    await expect.poll(async () => Number(await dialog.locator('.wallet-grid li[aria-setsize]').first().getAttribute('aria-setsize'))).toBeLessThan(100)
    expect(Math.max(...pages)).toBe(2)
    expect(await dialog.locator('.wallet-tile:not(.skeleton)').count()).toBeLessThanOrEqual(40)
    expect(images()).toBeLessThanOrEqual(60)
    // The modal still works: back to Connect, the installed wallet connects.
    await dialog.getByRole('button', { name: 'Back' }).click()
    await dialog.getByRole('button', { name: /Portico Sandbox Wallet/ }).click()
    await answerWallet(page, 'Approve')
    await expect.poll(() => dialog.getByTestId('account-address').textContent()).toBe(truncated)
    await context.close()
  })
})

describe('faults in storage', () => {
  it('one bad stored field, an unknown namespace and a third recent wallet keep the user connected across a reload', async () => {
    const page = currentPage()
    await page.goto('/')
    await connectSandboxWallet(page)
    const stored = JSON.parse((await storedConnection(page)) ?? '{}') as Record<string, unknown>
    expect(stored).toMatchObject({ version: 1, connectedNamespaces: ['eip155'] })
    await page.evaluate((value) => {
      localStorage.setItem(
        '@portico/connection',
        JSON.stringify({
          ...value,
          walletName: { broken: true },
          connectedNamespaces: [...(value.connectedNamespaces as string[]), 'cosmos'],
          namespaceConnectors: { ...(value.namespaceConnectors as object), cosmos: 'keplr' },
          recentWallets: [...(value.recentWallets as object[]), { id: 'a' }, { id: 'b' }],
          fromANewerBuild: { keep: 'me' },
          version: 99,
        }),
      )
    }, stored)
    await page.reload()
    await expect.poll(() => page.getByTestId('dapp-status').textContent()).toBe('connected')
    await connectButton(page).click()
    await expect.poll(() => modal(page).getByTestId('account-address').textContent()).toBe(truncated)
    // A later write keeps what the newer build stored.
    await modal(page).getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => page.getByTestId('dapp-status').textContent()).toBe('disconnected')
    expect(JSON.parse((await storedConnection(page)) ?? '{}')).toMatchObject({ fromANewerBuild: { keep: 'me' }, version: 1 })
  })

  it('unreadable JSON in storage reads as no connection, and connecting works', async () => {
    const page = currentPage()
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('planted')) {
        localStorage.setItem('@portico/connection', '{"connectorId": "injected", ')
        localStorage.setItem('@portico/auth', '[1,2')
        sessionStorage.setItem('planted', '1')
      }
    })
    await page.goto('/')
    expect(await page.getByTestId('dapp-status').textContent()).toBe('disconnected')
    await connectSandboxWallet(page)
    expect(JSON.parse((await storedConnection(page)) ?? '{}')).toMatchObject({ connectorId: expect.any(String), connectedNamespaces: ['eip155'] })
  })

  it('a storage that throws on every call still lets the user connect', async () => {
    const page = currentPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    // Every key but the sandbox wallet's (a real wallet keeps its state in its own extension, not
    // the page). As text: a function with an inner named function would reach the page wrapped in
    // a helper it lacks.
    await page.addInitScript({
      content: `for (const name of ['getItem', 'setItem', 'removeItem']) {
        const original = Storage.prototype[name]
        Storage.prototype[name] = function (key, ...rest) {
          if (String(key).startsWith('portico-sandbox-wallet:')) return original.call(this, key, ...rest)
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
        }
      }`,
    })
    await page.goto('/')
    await connectSandboxWallet(page)
    expect(await page.getByTestId('dapp-status').textContent()).toBe('connected')
    expect(errors).toEqual([])
  })
})

describe('faults from plugin remotes, slow services and the chain', () => {
  it('a plugin remote that answers garbage leaves the shell working: that feature unavailable, the others work', async () => {
    const page = currentPage()
    // The context, not the page: with the sandbox's mock service worker, the remote is fetched by the worker.
    await page.context().route('**/plugins/receive/remoteEntry.js', (route) => route.fulfill({ contentType: 'application/javascript', body: '<!doctype html><p>not a remote</p>' }))
    await page.goto('/')
    await connectSandboxWallet(page)
    const dialog = modal(page)
    await dialog.getByText('Receive unavailable').waitFor()
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(() => dialog.getAttribute('data-view')).toBe('WalletSend')
  })

  it('a catalogue that has not answered: the installed wallet connects meanwhile, and the list comes when it comes', async () => {
    const browser = currentPage().context().browser()
    if (!browser) throw new Error('no browser')
    const context = await browser.newContext({ baseURL: sandboxUrl, serviceWorkers: 'block' })
    // The catalogue answers only once the wallet has connected: connecting cannot have waited for it.
    let answer: () => void = () => undefined
    const connected = new Promise<void>((resolve) => (answer = resolve))
    let asked = 0
    await context.route(`${porticoServerUrl}/**`, async (route) => {
      const { pathname } = new URL(route.request().url())
      if (pathname !== '/getWallets') return route.continue()
      asked += 1
      await connected
      return route.fulfill({ json: { data: flood(3), count: 3 } }).catch(() => undefined)
    })
    const page = await context.newPage()
    await page.goto('/')
    await connectSandboxWallet(page)
    await expect.poll(() => modal(page).getByTestId('account-address').textContent()).toBe(truncated)
    expect(asked).toBeGreaterThan(0)
    answer()
    await modal(page).getByRole('button', { name: 'Disconnect' }).click()
    await connectButton(page).click()
    await modal(page).getByRole('button', { name: 'Flood 0', exact: true }).waitFor({ timeout: 15_000 })
    await context.close()
  })

  it('anvil down mid-send: the send fails with the spec\'s message, nothing moves, the draft is kept, and it lands once the node is back', async () => {
    const page = currentPage()
    const receiver = ANVIL_DEV_ADDRESSES[2] as Address
    const before = await anvil.getBalance({ address: receiver })
    await page.goto('/')
    await connectSandboxWallet(page)
    const dialog = modal(page)
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(() => dialog.getByTestId('send-select-token').textContent()).toContain('ETH')
    await dialog.getByLabel('Amount').fill('0.125')
    await dialog.getByLabel('Receiver address or name').fill(receiver)
    await dialog.getByRole('button', { name: 'Preview Send' }).click()
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await page.getByTestId('sandbox-wallet-prompt').getByText('eth_sendTransaction').waitFor()
    // The node goes down between the request and the approval: the wallet cannot reach it.
    const down = `${rpcUrl.replace(/\/$/, '')}/**`
    await page.context().route(down, (route) => route.abort('connectionrefused'))
    await page.context().route(rpcUrl, (route) => route.abort('connectionrefused'))
    await answerWallet(page, 'Approve')
    await dialog.getByTestId('toast').filter({ hasText: 'Failed to send transaction. Please try again.' }).waitFor({ timeout: 20_000 })
    expect(await anvil.getBalance({ address: receiver })).toBe(before)

    await page.context().unroute(down)
    await page.context().unroute(rpcUrl)
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    expect(await dialog.getByLabel('Amount').inputValue()).toBe('0.125')
    expect(await dialog.getByLabel('Receiver address or name').inputValue()).toBe(receiver)
    await dialog.getByRole('button', { name: 'Preview Send' }).click()
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await page.getByTestId('sandbox-wallet-prompt').getByText('eth_sendTransaction').waitFor()
    await answerWallet(page, 'Approve')
    await expect.poll(() => anvil.getBalance({ address: receiver }), { timeout: 20_000 }).toBe(before + parseEther('0.125'))
  })
})

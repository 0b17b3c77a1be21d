import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { measureAllWallets } from '../bench/allWallets'
import { generateWalletFixtures } from '@portico/shell/mocks'
import { allWalletsCountLabel } from '../shell/src/modal/views/Connect/allWalletsCountLabel'
import { answerWallet, connectButton, connectSandboxWallet, modal, recordRequests, useSandboxPage } from './browser'
import { seriousViolations } from './axe'

const sandboxUrl = inject('sandboxUrl')
const porticoServerUrl = inject('porticoServerUrl')
// The sandbox's networks are the local EVM chains: Portico Server's catalogue lists the wallets serving them.
const evmWallets = generateWalletFixtures().filter((w) => w.chains.includes('eip155:31337'))

const currentPage = useSandboxPage(sandboxUrl)

const isCatalogue = (url: string) => /\/(getWallets|getWalletImage)\b/.test(new URL(url).pathname)
const walletsRequest = (page: number, extra: Record<string, string> = {}) => (url: string) => {
  const { pathname, searchParams } = new URL(url)
  return pathname === '/getWallets' && searchParams.get('page') === String(page) && Object.entries(extra).every(([k, v]) => searchParams.get(k) === v)
}
const walletList = (p: Page) => modal(p).getByRole('list', { name: 'Wallets' })
const grid = (p: Page, name = 'All wallets') => modal(p).getByRole('list', { name })

async function openAllWallets(p: Page) {
  await connectButton(p).click()
  await modal(p).getByRole('button', { name: /^All Wallets/ }).click()
  await expect.poll(() => modal(p).getAttribute('data-view')).toBe('AllWallets')
  await grid(p).getByRole('button', { name: 'MetaMask' }).waitFor()
}


describe('wallet catalogue', () => {
  it('is not requested before intent; hover asks for recommended wallets', async () => {
    const page = currentPage()
    const requests = recordRequests(page)
    await page.goto('/')
    await connectButton(page).waitFor()
    await page.waitForLoadState('networkidle')
    expect(requests.map((r) => r.url()).filter(isCatalogue)).toEqual([])

    const recommended = page.waitForRequest((r) => walletsRequest(1, { entries: '4' })(r.url()))
    await connectButton(page).hover()
    const request = await recommended
    expect(new URL(request.url()).origin).toBe(new URL(porticoServerUrl).origin)
    expect(new URL(request.url()).searchParams.get('projectId')).toBe('portico-sandbox')
  })

  it('lists installed, then recommended wallets without the installed one, and All Wallets with its count', async () => {
    const page = currentPage()
    await page.goto('/')
    await connectButton(page).click()
    const list = walletList(page)
    await list.getByRole('button', { name: 'MetaMask' }).waitFor()
    expect(await list.getByRole('button').allTextContents()).toEqual([
      'Portico Sandbox WalletInstalled',
      'MetaMask',
      'Trust Wallet',
      'Coinbase Wallet',
      `All Wallets${allWalletsCountLabel(evmWallets.length)}`,
    ])
    // The images come from Portico Server's catalogue folder.
    await expect.poll(() => list.locator('img[src*="/getWalletImage/"]').first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    expect(await seriousViolations(page, { include: 'portico-modal', idsOnly: true })).toEqual([])
  })

  it('sends a catalogue wallet to WalletConnect pairing, with its id in the route', async () => {
    const page = currentPage()
    await page.goto('/')
    await connectButton(page).click()
    await walletList(page).getByRole('button', { name: 'MetaMask' }).click()
    await expect.poll(() => modal(page).getAttribute('data-view')).toBe('ConnectingWalletConnect')
  })

  it('says what failed, keeps the installed wallet usable, and Retry loads the list', async () => {
    const page = currentPage()
    await page.goto('/?walletApiFailures=1')
    await connectButton(page).click()
    const alert = modal(page).getByRole('alert').filter({ hasText: 'Wallet list unavailable' })
    expect(await alert.textContent()).toBe('Wallet list unavailable: HTTP status code: 503Retry')
    expect(await walletList(page).getByRole('button', { name: /Portico Sandbox Wallet/ }).isEnabled()).toBe(true)
    await alert.getByRole('button', { name: 'Retry' }).click()
    await walletList(page).getByRole('button', { name: 'MetaMask' }).waitFor()
    expect(await alert.count()).toBe(0)
  })
})

describe('AllWallets', () => {
  it('loads page 2 when scrolled, keeping the DOM windowed', async () => {
    const page = currentPage()
    const requests = recordRequests(page)
    await page.goto('/')
    await openAllWallets(page)
    expect(requests.map((r) => r.url()).filter(walletsRequest(1, { entries: '40' }))).toHaveLength(1)
    expect(requests.map((r) => r.url()).filter(walletsRequest(2))).toEqual([])

    const scroller = modal(page).getByTestId('wallet-grid-scroll')
    const page2 = page.waitForRequest((r) => walletsRequest(2, { entries: '40' })(r.url()))
    await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight))
    await page2
    // The 41st catalogue wallet (after the installed one) is the first of page 2, right below.
    const wallet41 = evmWallets.filter((w) => w.rdns !== 'dev.portico.sandbox')[40]!
    await grid(page).getByRole('button', { name: wallet41.name, exact: true }).waitFor()
    await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight))
    await grid(page).locator('li[aria-posinset="81"]').waitFor()
    expect(await grid(page).getByRole('listitem').count()).toBeLessThan(60)
    expect(await seriousViolations(page, { include: 'portico-modal', idsOnly: true })).toEqual([])
  })

  it('searches once typing pauses and shows the results', async () => {
    const page = currentPage()
    await page.goto('/')
    await openAllWallets(page)
    const search = page.waitForRequest((r) => walletsRequest(1, { entries: '100', search: 'rain' })(r.url()))
    await modal(page).getByRole('searchbox', { name: 'Search wallet' }).pressSequentially('rain', { delay: 50 })
    await search
    const results = grid(page, 'Search results')
    await results.getByRole('button', { name: 'Rainbow' }).waitFor()
    expect(await results.getByRole('button').allTextContents()).toEqual(['Rainbow'])

    await modal(page).getByRole('searchbox').fill('zzz')
    await modal(page).getByText('No Wallet found').waitFor()
  })
})

describe('AllWallets with the whole catalogue (bench hook)', () => {
  it('loads every page while scrolling and keeps a few dozen tiles in the DOM', async () => {
    const page = currentPage()
    await page.goto('/')
    const figures = await measureAllWallets(page)
    expect(figures.walletsLoaded).toBe(evmWallets.length)
    expect(figures.walletsLoaded).toBeGreaterThanOrEqual(600)
    expect(figures.tilesInDom).toBeLessThan(60)
    // The spec's debounce (500 ms) and minimum wait (300 ms) come before any result.
    expect(figures.searchResultsMs).toBeGreaterThanOrEqual(800)
    console.info('AllWallets:', JSON.stringify(figures))
  })
})

describe('recent wallets', () => {
  it('shows the last wallet first as Recent after a reconnect and a reload', async () => {
    const page = currentPage()
    await page.goto('/')
    await connectSandboxWallet(page)
    await modal(page).getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => page.getByTestId('dapp-status').textContent()).toBe('disconnected')

    await connectButton(page).click()
    const first = walletList(page).getByRole('button').first()
    expect(await first.textContent()).toBe('Portico Sandbox WalletRecent')
    await first.click()
    await answerWallet(page, 'Approve')
    await expect.poll(() => modal(page).getAttribute('data-view')).toBe('Account')
    await modal(page).getByRole('button', { name: 'Disconnect' }).click()

    await page.reload()
    await connectButton(page).click()
    await walletList(page).getByRole('button', { name: 'MetaMask' }).waitFor()
    const rows = await walletList(page).getByRole('button').allTextContents()
    expect(rows[0]).toBe('Portico Sandbox WalletRecent')
    expect(rows.filter((row) => row.startsWith('Portico Sandbox Wallet'))).toHaveLength(1)
  })
})

describe('legal checkbox', () => {
  it('keeps connecting disabled until the terms are accepted', async () => {
    const page = currentPage()
    await page.goto('/?legal=true')
    await connectButton(page).click()
    const wallet = walletList(page).getByRole('button', { name: /Portico Sandbox Wallet/ })
    await wallet.waitFor()
    expect(await wallet.isDisabled()).toBe(true)
    expect(await modal(page).getByRole('button', { name: /^All Wallets/ }).isDisabled()).toBe(true)
    expect(await modal(page).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms')

    await modal(page).getByRole('checkbox', { name: 'I agree to our Terms of Service and Privacy Policy' }).check()
    await wallet.click()
    await answerWallet(page, 'Approve')
    await expect.poll(() => modal(page).getAttribute('data-view')).toBe('Account')
  })
})

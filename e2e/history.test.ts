import type { Page, Request } from 'playwright-core'
import { createPublicClient, http } from 'viem'
import { beforeEach, describe, expect, inject, it } from 'vitest'
import { transactionGroupTitle } from '../contracts/src/history/transactionGroupTitle'
import { connectSandboxWallet, modal, useSandboxPage } from './browser'

const sandboxUrl = inject('sandboxUrl')
// The sandbox account's three years of activity, written into the first chain's past by the setup.
const sandboxHistory = inject('sandboxHistory')
const chain = createPublicClient({ transport: http(inject('rpcUrl')) })

const currentPage = useSandboxPage(sandboxUrl)
let page: Page
beforeEach(() => {
  page = currentPage()
})

const isHistory = (r: Request) => /\/v1\/account\/0x[0-9a-fA-F]{40}\/history$/.test(new URL(r.url()).pathname)

describe('history', () => {
  it('pages through the activity by infinite scroll, grouped by year then month, spam hidden', async () => {
    const requests: Request[] = []
    page.context().on('request', (request) => {
      if (isHistory(request)) requests.push(request)
    })
    await page.goto('/')
    await connectSandboxWallet(page)
    const dialog = modal(page)
    // The Activity tab (third, after Tokens and NFTs): the newest page, and a way to everything.
    await dialog.getByRole('tab', { name: 'Activity' }).click()
    await dialog.getByRole('tabpanel').getByTestId('transaction').first().waitFor()
    await dialog.getByRole('button', { name: 'View all activity' }).click()
    await expect.poll(() => dialog.getAttribute('data-view')).toBe('Transactions')
    expect(await dialog.getByRole('heading', { name: 'Activity' }).count()).toBe(1)

    const rows = dialog.getByTestId('transaction')
    await rows.first().waitFor()
    const firstPage = await rows.count()
    expect(firstPage).toBeLessThanOrEqual(10)
    // Scrolling to the end loads the next pages, each with the cursor of the one before, down to the
    // account's first transaction: block 1 on anvil (PUSD's deployment, at the chain's genesis).
    const oldest = new Date(Number((await chain.getBlock({ blockNumber: 1n })).timestamp) * 1000)
    const oldestTitle = transactionGroupTitle(oldest.getUTCFullYear(), oldest.getUTCMonth(), new Date().getUTCFullYear())
    for (let i = 0; i < 20 && (await dialog.getByRole('region', { name: oldestTitle }).count()) === 0; i++) {
      await dialog.getByTestId('transactions-end').scrollIntoViewIfNeeded()
      await expect.poll(() => dialog.locator('[aria-busy="true"]').count()).toBe(0)
    }
    await dialog.getByRole('region', { name: oldestTitle }).waitFor()
    const cursors = requests.map((r) => new URL(r.url()).searchParams.get('cursor'))
    expect(cursors.filter(Boolean).length).toBeGreaterThanOrEqual(4)
    expect(requests.every((r) => new URL(r.url()).searchParams.get('chainId') === 'eip155:31337')).toBe(true)

    // Every transaction the setup wrote shows but the spam airdrops (their collection is on the server's
    // spam list); the spam never does.
    expect(sandboxHistory.spam).toBeGreaterThan(0)
    const descriptions = await dialog.getByTestId('transaction-description').allTextContents()
    expect(descriptions.filter((description) => /free-usdt/.test(description))).toEqual([])
    expect(descriptions).toContain('Portico Pass #4')
    expect(await rows.count()).toBeGreaterThanOrEqual(sandboxHistory.written - sandboxHistory.spam)

    // Groups: newest first, the current year's titled by month alone, older ones with their year.
    const titles = await dialog.getByTestId('transaction-group').getByRole('heading').allTextContents()
    const thisYear = new Date().getUTCFullYear()
    expect(titles[0]).toBe(transactionGroupTitle(thisYear, new Date().getUTCMonth(), thisYear))
    expect(titles.at(-1)).toBe(oldestTitle)
    expect(titles.filter((t) => /\d{4}$/.test(t)).length).toBeGreaterThan(10)
    expect(new Set(titles).size).toBe(titles.length)
    // Signs by operation type.
    expect(descriptions).toContain('+1.2 WETH') // deposit
    expect(descriptions).toContain('-0.4 WETH') // withdraw
    expect(descriptions).toContain('-10 PUSD') // burn
  })

  it('is never requested when the feature is off, and the Account view has no Activity tab', async () => {
    const requests: Request[] = []
    page.context().on('request', (request) => requests.push(request))
    await page.goto('/?features=history:false')
    await connectSandboxWallet(page)
    await modal(page).getByRole('button', { name: 'Send', exact: true }).waitFor()
    await page.waitForLoadState('networkidle')
    expect(await modal(page).getByRole('tab', { name: 'Activity' }).count()).toBe(0)
    expect(requests.filter((r) => r.url().includes('/plugins/history/') || isHistory(r))).toEqual([])
  })
})

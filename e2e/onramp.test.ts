import type { Page, Request } from 'playwright-core'
import { beforeEach, describe, expect, inject, it } from 'vitest'
import { ANVIL_DEV_ADDRESSES } from '../toolchain/processes/anvil'
import { connectSandboxWallet, modal, useSandboxPage } from './browser'

const sandboxUrl = inject('sandboxUrl')
const currentPage = useSandboxPage(sandboxUrl)
let page: Page
const address = ANVIL_DEV_ADDRESSES[0]

beforeEach(async () => {
  page = currentPage()
  // The providers' pages stand in offline: the popups load them.
  await page.context().route(/^https:\/\/(pay\.coinbase\.com|meldcrypto\.com)\//, (route) => route.fulfill({ body: '<title>provider</title>', contentType: 'text/html' }))
})

const view = () => modal(page).getAttribute('data-view')
const isOnrampUrl = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/v1/generators/onrampurl'

async function openBuy(path = '/') {
  await page.goto(path)
  await connectSandboxWallet(page)
  await modal(page).getByRole('button', { name: 'Buy', exact: true }).click()
  await expect.poll(view, { timeout: 10_000 }).toBe('OnRampProviders')
}

describe('onramp (Buy)', () => {
  it('Coinbase: the onramp URL is generated for the connected address, opened in a new window, and the view waits', async () => {
    await openBuy()
    const requests: Request[] = []
    page.context().on('request', (request) => {
      if (isOnrampUrl(request)) requests.push(request)
    })
    const provider = modal(page).getByTestId('onramp-provider-coinbase')
    expect(await provider.textContent()).toContain('Fees 1-2%')
    const popup = page.context().waitForEvent('page')
    await provider.click()

    const opened = await popup
    expect(opened.url()).toMatch(/^https:\/\/pay\.coinbase\.com\/buy\/select-asset\?.*defaultNetwork=ethereum/)
    const [request] = requests
    expect(new URL(request?.url() ?? 'http://x').searchParams.get('projectId')).toBe('portico-sandbox')
    expect(request?.postDataJSON()).toEqual({ destinationWallets: [{ address, blockchains: ['ethereum'] }], defaultNetwork: 'ethereum', partnerUserId: address, defaultExperience: 'buy' })
    await expect.poll(view, { timeout: 10_000 }).toBe('BuyInProgress')
    expect(await modal(page).getByTestId('onramp-in-progress').textContent()).toContain('Continue in Coinbase')

    await modal(page).getByRole('button', { name: 'Buy more' }).click()
    await expect.poll(view, { timeout: 10_000 }).toBe('OnRampProviders')
  })

  it('Meld: opens its page with the address, without asking the backend', async () => {
    await openBuy()
    const requests: Request[] = []
    page.context().on('request', (request) => {
      if (isOnrampUrl(request)) requests.push(request)
    })
    const popup = page.context().waitForEvent('page')
    await modal(page).getByTestId('onramp-provider-meld').click()
    const url = new URL((await popup).url())
    expect(url.origin).toBe('https://meldcrypto.com')
    expect(url.searchParams.get('walletAddress')).toBe(address)
    expect(url.searchParams.get('destinationCurrencyCode')).toBe('USDC')
    expect(requests).toEqual([])
  })

  it('a failed URL says so, keeps the list, and the next try opens Coinbase', async () => {
    await openBuy('/?onrampUrlFailures=1')
    await modal(page).getByTestId('onramp-provider-coinbase').click()
    await modal(page).getByTestId('toast').filter({ hasText: 'Could not open Coinbase' }).waitFor()
    expect(await modal(page).getByTestId('onramp-error').textContent()).toBe('Could not open Coinbase (HTTP status code: 503). Please try again.')
    expect(await view()).toBe('OnRampProviders')
    expect(page.context().pages()).toHaveLength(1)

    const popup = page.context().waitForEvent('page')
    await modal(page).getByTestId('onramp-provider-coinbase').click()
    await popup
    await expect.poll(view, { timeout: 10_000 }).toBe('BuyInProgress')
  })

  it('is never requested when the feature is off, and the Account view has no Buy', async () => {
    const requests: string[] = []
    page.context().on('request', (request) => requests.push(request.url()))
    await page.goto('/?features=onramp:false')
    await connectSandboxWallet(page)
    await modal(page).getByRole('button', { name: 'Send', exact: true }).waitFor()
    await page.waitForLoadState('networkidle')
    expect(await modal(page).getByRole('button', { name: 'Buy', exact: true }).count()).toBe(0)
    expect(requests.filter((url) => url.includes('/plugins/onramp/'))).toEqual([])
  })
})

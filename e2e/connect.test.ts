import type { Page } from 'playwright-core'
import { createPublicClient, formatEther, http } from 'viem'
import { beforeEach, describe, expect, inject, it } from 'vitest'
import { ANVIL_DEV_ADDRESSES } from '../toolchain/processes/anvil'
import { answerWallet, connectButton, connectSandboxWallet, modal, recordRequests, useSandboxPage, expectDeclineThenRetry } from './browser'

const sandboxUrl = inject('sandboxUrl')
const rpcUrl = inject('rpcUrl')
const account = ANVIL_DEV_ADDRESSES[0] as `0x${string}`
const truncated = `${account.slice(0, 4)}...${account.slice(-6)}`

const currentPage = useSandboxPage(sandboxUrl)
let page: Page
beforeEach(() => {
  page = currentPage()
})

const isBackendOrRemote = (url: string) => {
  const { origin, pathname } = new URL(url)
  return pathname.startsWith('/plugins/') || (origin !== new URL(sandboxUrl).origin && !url.startsWith(rpcUrl))
}

describe('page load', () => {
  it('requests no backend and no plugin remote before intent; hover reads the plugin index, no plugin code', async () => {
    const requests = recordRequests(page)
    await page.goto('/')
    await connectButton(page).waitFor()
    await page.waitForLoadState('networkidle')
    expect(requests.map((r) => r.url()).filter(isBackendOrRemote)).toEqual([])
    // Nothing talks to the chain either: no stored session to restore.
    expect(requests.filter((r) => r.url().startsWith(rpcUrl))).toEqual([])

    // Asked for before the hover: with the modal's code loaded while the page was idle, the index
    // request may leave before hover() returns.
    const index = page.waitForRequest((r) => r.url().endsWith('/plugins/index.json'))
    await connectButton(page).hover()
    await index
    // The Connect view has no plugin entry: opening it loads no plugin code.
    await connectButton(page).click()
    await modal(page).getByRole('button', { name: /Portico Sandbox Wallet/ }).waitFor()
    await page.waitForLoadState('networkidle')
    expect(requests.map((r) => new URL(r.url()).pathname).filter((path) => path.startsWith('/plugins/') && path !== '/plugins/index.json')).toEqual([])
  })
})

describe('connecting the sandbox wallet', () => {
  it('opens on Connect, goes through ConnectingExternal and shows the Account view', async () => {
    await page.goto('/')
    await connectButton(page).click()
    const dialog = modal(page)
    await expect.poll(() => dialog.getAttribute('data-view')).toBe('Connect')
    await dialog.getByRole('button', { name: /Portico Sandbox Wallet/ }).click()
    await expect.poll(() => dialog.getAttribute('data-view')).toBe('ConnectingExternal')
    await dialog.getByText('Continue in Portico Sandbox Wallet').waitFor()
    await answerWallet(page, 'Approve')

    await expect.poll(() => dialog.getAttribute('data-view')).toBe('Account')
    await expect.poll(() => dialog.getByTestId('account-address').textContent()).toBe(truncated)
    const client = createPublicClient({ transport: http(rpcUrl) })
    const [whole, fraction = ''] = formatEther(await client.getBalance({ address: account })).split('.')
    // Floored to 3 decimals, trailing zeros dropped (10000.0 ETH shows as 10000).
    const decimals = fraction.slice(0, 3).replace(/0+$/, '')
    const floored = decimals ? `${whole}.${decimals}` : whole
    await expect.poll(() => dialog.getByTestId('account-balance').textContent(), { timeout: 10_000 }).toBe(`${floored} ETH`)
    await expect.poll(() => dialog.getByTestId('account-network').textContent()).toBe('Anvil')
    await expect.poll(() => connectButton(page).textContent()).toContain(truncated)
    await expect.poll(() => page.getByTestId('dapp-address').textContent()).toBe(account)
  })

  it('shows the declined state on reject and connects on retry', async () => {
    await expectDeclineThenRetry(page, '/', /Portico Sandbox Wallet/)
  })

  it('restores the connection after a reload: connecting, then connected', async () => {
    await page.goto('/')
    await connectSandboxWallet(page)
    await page.reload()
    await expect.poll(() => page.getByTestId('dapp-status').textContent()).toBe('connected')
    const statuses = await page.evaluate(() => (window as unknown as { __porticoStatusLog: string[] }).__porticoStatusLog)
    expect(statuses).toEqual(['connecting', 'connected'])
    await expect.poll(() => connectButton(page).textContent()).toContain(truncated)
  })

  it('disconnect clears the account and the stored connector id', async () => {
    await page.goto('/')
    await connectSandboxWallet(page)
    await modal(page).getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => page.getByTestId('dapp-status').textContent()).toBe('disconnected')
    await expect.poll(() => connectButton(page).textContent()).toBe('Connect Wallet')
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('@portico/connection') ?? '{}') as Record<string, unknown>)
    expect(stored.connectorId).toBeUndefined()
    expect(stored.recentWallets).toEqual([{ id: 'dev.portico.sandbox', name: 'Portico Sandbox Wallet' }])
    await page.reload()
    await page.waitForLoadState('networkidle')
    expect(await page.getByTestId('dapp-status').textContent()).toBe('disconnected')
  })
})

describe('receive plugin', () => {
  it('shows the address as a QR code, copies it with a toast and lists the accepted networks', async () => {
    await page.goto('/')
    await connectSandboxWallet(page)
    const dialog = modal(page)
    await dialog.getByRole('button', { name: 'Receive' }).click()
    await expect.poll(() => dialog.getAttribute('data-view')).toBe('WalletReceive')
    await dialog.locator('[data-testid="receive-qr"][data-ready="true"]').waitFor()
    expect(await dialog.getByTestId('receive-address').textContent()).toBe(truncated)
    expect(await dialog.getByRole('list', { name: 'Accepted networks' }).getByRole('listitem').allTextContents()).toEqual(['Anvil', 'Anvil Two'])
    await dialog.getByRole('button', { name: 'Copy address' }).click()
    await dialog.getByTestId('toast').filter({ hasText: 'Address copied' }).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(account)
    await dialog.getByRole('button', { name: 'Back' }).click()
    await expect.poll(() => dialog.getAttribute('data-view')).toBe('Account')
  })

  it('is never requested when the feature is off', async () => {
    const requests = recordRequests(page)
    await page.goto('/?features=receive:false')
    await connectSandboxWallet(page)
    await page.waitForLoadState('networkidle')
    expect(await modal(page).getByRole('button', { name: 'Receive' }).count()).toBe(0)
    expect(requests.filter((r) => r.url().includes('/plugins/receive/'))).toEqual([])
  })

  it('a remote that 404s leaves the shell working and shows the feature unavailable', async () => {
    await page.goto('/?pluginUrl.receive=/plugins/missing/remoteEntry.js')
    await connectSandboxWallet(page)
    await modal(page).getByText('Receive unavailable').waitFor()
    await expect.poll(() => modal(page).getByTestId('account-network').textContent()).toBe('Anvil')
  })

  it('a network error shows the feature unavailable, and Retry loads it', async () => {
    let failures = 0
    // The context, not the page: with the sandbox's mock service worker, the remote is fetched by the worker.
    await page.context().route('**/plugins/receive/remoteEntry.js', (route) => (failures++ === 0 ? route.abort('connectionfailed') : route.continue()))
    await page.goto('/')
    await connectSandboxWallet(page)
    const dialog = modal(page)
    await dialog.getByText('Receive unavailable').waitFor()
    await dialog.getByRole('button', { name: 'Retry' }).click()
    await dialog.getByRole('button', { name: 'Receive' }).click()
    await dialog.getByTestId('receive-qr').waitFor()
  })
})

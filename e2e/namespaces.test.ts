import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { SANDBOX_BITCOIN_ADDRESS } from '../sandbox/src/wallets/bitcoin/keys'
import { SANDBOX_POLKADOT_ADDRESS } from '../sandbox/src/wallets/polkadot/keys'
import { SANDBOX_SOLANA_ADDRESS } from '../sandbox/src/wallets/solana/keys'
import { answerWallet, connectButton, connectSandboxWallet, launchChromium, modal, newSandboxContext, recordRequests, expectDeclineThenRetry } from './browser'

const sandboxUrl = inject('sandboxUrl')
const ALL_NAMESPACES = '/?namespaces=solana,bip122,polkadot'
const truncate = (address: string) => `${address.slice(0, 4)}...${address.slice(-6)}`

let browser: Browser
let context: BrowserContext
let page: Page

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})
beforeEach(async () => {
  context = await newSandboxContext(browser, sandboxUrl)
  page = await context.newPage()
})
afterEach(async () => {
  await context?.close()
})

const namespaceChunks = (urls: string[]) => urls.filter((url) => /\/chunks\/namespace-/.test(url)).map((url) => url.replace(/^.*\/chunks\/(namespace-[a-z-]+)\..*$/, '$1'))

/** Opens the modal, picks a namespace wallet and approves in its prompt: the Account view shows. */
async function connect(walletName: RegExp) {
  await connectButton(page).click()
  const dialog = modal(page)
  await dialog.getByRole('button', { name: walletName }).click()
  await expect.poll(() => dialog.getAttribute('data-view')).toBe('ConnectingExternal')
  await answerWallet(page, 'Approve')
  await expect.poll(() => dialog.getAttribute('data-view')).toBe('Account')
  return dialog
}

describe('namespace code loads on intent, only for configured namespaces', () => {
  it('requests no namespace chunk at page load, each configured one on hover', async () => {
    const requests = recordRequests(page)
    await page.goto(ALL_NAMESPACES)
    await connectButton(page).waitFor()
    await page.waitForLoadState('networkidle')
    expect(namespaceChunks(requests.map((r) => r.url()))).toEqual([])

    await connectButton(page).hover()
    await expect.poll(() => namespaceChunks(requests.map((r) => r.url())).sort()).toEqual(['namespace-bitcoin', 'namespace-polkadot', 'namespace-solana'])
    // The Solana RPC client comes only with a Solana account.
    expect(requests.some((r) => r.url().includes('api.devnet.solana.com'))).toBe(false)
  })

  it('an EVM-only dapp never loads them, nor lists the other wallets', async () => {
    const requests = recordRequests(page)
    await page.goto('/')
    await connectButton(page).click()
    await modal(page).getByRole('button', { name: /Portico Sandbox Wallet/ }).waitFor()
    await page.waitForLoadState('networkidle')
    expect(namespaceChunks(requests.map((r) => r.url()))).toEqual([])
    expect(await modal(page).getByRole('button', { name: /Portico Sandbox (Solana|Bitcoin|Polkadot)/ }).count()).toBe(0)
  })
})

describe('solana', () => {
  it('connects the Wallet Standard sandbox wallet: address, SOL balance from the RPC, devnet', async () => {
    await page.goto(ALL_NAMESPACES)
    const dialog = await connect(/Portico Sandbox Solana/)
    await expect.poll(() => dialog.getByTestId('account-address').textContent()).toBe(truncate(SANDBOX_SOLANA_ADDRESS))
    await expect.poll(() => dialog.getByTestId('account-balance').textContent(), { timeout: 10_000 }).toBe('2.5 SOL')
    await expect.poll(() => dialog.getByTestId('account-network').textContent()).toBe('Solana Devnet')
    await expect.poll(() => page.getByTestId('dapp-address').textContent()).toBe(SANDBOX_SOLANA_ADDRESS)
  })

  it('shows the declined state on reject and connects on retry', async () => {
    await expectDeclineThenRetry(page, ALL_NAMESPACES, /Portico Sandbox Solana/)
  })

  it('restores after a reload without a prompt: connecting, then connected', async () => {
    await page.goto(ALL_NAMESPACES)
    await connect(/Portico Sandbox Solana/)
    await page.reload()
    await expect.poll(() => page.getByTestId('dapp-status').textContent()).toBe('connected')
    expect(await page.evaluate(() => (window as unknown as { __porticoStatusLog: string[] }).__porticoStatusLog)).toEqual(['connecting', 'connected'])
    await expect.poll(() => page.getByTestId('dapp-address').textContent()).toBe(SANDBOX_SOLANA_ADDRESS)
    expect(await page.getByTestId('sandbox-wallet-prompt').count()).toBe(0)
  })

  it('disconnect clears the account and the stored connector; a reload stays disconnected', async () => {
    await page.goto(ALL_NAMESPACES)
    const dialog = await connect(/Portico Sandbox Solana/)
    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => page.getByTestId('dapp-status').textContent()).toBe('disconnected')
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('@portico/connection') ?? '{}') as Record<string, unknown>)
    expect(stored.connectorId).toBeUndefined()
    expect(stored.recentWallets).toEqual([{ id: 'solana:Portico Sandbox Solana', name: 'Portico Sandbox Solana' }])
    await page.reload()
    await page.waitForLoadState('networkidle')
    expect(await page.getByTestId('dapp-status').textContent()).toBe('disconnected')
  })
})

describe('bip122', () => {
  it('connects the sandbox Bitcoin wallet on testnet with its payment address', async () => {
    await page.goto(ALL_NAMESPACES)
    const dialog = await connect(/Portico Sandbox Bitcoin/)
    await expect.poll(() => dialog.getByTestId('account-address').textContent()).toBe(truncate(SANDBOX_BITCOIN_ADDRESS))
    await expect.poll(() => dialog.getByTestId('account-network').textContent()).toBe('Bitcoin Testnet')
    // No balance on a namespace without balances (SPEC section 9): no endless skeleton either.
    expect(await dialog.getByTestId('account-balance').count()).toBe(0)
    await expect.poll(() => page.getByTestId('dapp-address').textContent()).toBe(SANDBOX_BITCOIN_ADDRESS)
  })
})

describe('polkadot', () => {
  it('connects the sandbox injectedWeb3 extension with its SS58 account', async () => {
    await page.goto(ALL_NAMESPACES)
    const dialog = await connect(/Portico Sandbox Polkadot/)
    await expect.poll(() => dialog.getByTestId('account-address').textContent()).toBe(truncate(SANDBOX_POLKADOT_ADDRESS))
    await expect.poll(() => dialog.getByTestId('account-network').textContent()).toBe('Polkadot')
    await expect.poll(() => page.getByTestId('dapp-address').textContent()).toBe(SANDBOX_POLKADOT_ADDRESS)
  })
})

describe('two wallets in two namespaces at once', () => {
  const accountOf = (namespace: string) => page.getByTestId(`dapp-account-${namespace}`)

  it('keeps the EVM wallet while a Solana wallet connects; disconnecting Solana hands the account back to EVM', async () => {
    await page.goto(ALL_NAMESPACES)
    await connectSandboxWallet(page)
    const dialog = modal(page)
    const evmAddress = await page.getByTestId('dapp-address').textContent()

    // Solana has no wallet yet: picking its network leads to Connect, the EVM wallet stays.
    await dialog.getByTestId('account-network').click()
    await dialog.getByRole('button', { name: /^Solana Devnet/ }).click()
    await expect.poll(() => dialog.getAttribute('data-view')).toBe('Connect')
    expect(await accountOf('eip155').getAttribute('data-status')).toBe('connected')
    await dialog.getByRole('button', { name: /Portico Sandbox Solana/ }).click()
    await answerWallet(page, 'Approve')
    await expect.poll(() => dialog.getAttribute('data-view')).toBe('Account')
    await expect.poll(() => page.getByTestId('dapp-address').textContent()).toBe(SANDBOX_SOLANA_ADDRESS)
    expect(await accountOf('eip155').textContent()).toContain(evmAddress)

    // Both come back after a reload, Solana still the active one. A restore waits for each wallet
    // to show itself (up to 1.5 s), so give it more than expect.poll's default second.
    await page.reload()
    await expect.poll(() => accountOf('eip155').getAttribute('data-status'), { timeout: 10_000 }).toBe('connected')
    await expect.poll(() => page.getByTestId('dapp-address').textContent(), { timeout: 10_000 }).toBe(SANDBOX_SOLANA_ADDRESS)

    await accountOf('solana').getByRole('button', { name: 'Disconnect solana' }).click()
    await expect.poll(() => accountOf('solana').getAttribute('data-status')).toBe('disconnected')
    await expect.poll(() => page.getByTestId('dapp-address').textContent()).toBe(evmAddress)
    expect(await page.getByTestId('dapp-status').textContent()).toBe('connected')
  })
})

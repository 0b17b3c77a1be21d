import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createPublicClient, erc20Abi, formatUnits, http, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MOCK_NAMES } from '@portico/plugin-send/mocks'
import { ANVIL_DEV_ADDRESSES } from '../toolchain/processes/anvil'
import { serveStatic, type StaticServer } from '../toolchain/processes/serveStatic'
import { launchChromium } from './chromium'
import { answerWallet } from './browser'
import { expectShown, whatAppKitShows } from './appkitOnServer/appKitShows'
import { APPKIT_WALLET_SCRIPT, buildAppKitWagmiApp } from './appkitOnServer/buildAppKitWagmiApp'
import { routeHostedToServer, type HostedCall } from './appkitOnServer/routeHostedToServer'
import { ACCOUNT_NAME, SANDBOX_WALLET_RDNS, startAppKitBackend, type AppKitBackend } from './appkitOnServer/startAppKitBackend'
import { injectSandboxWallet } from './sandboxWalletScripts'

// An unmodified AppKit 1.8 dapp (wagmi adapter) whose calls to the hosted hosts go to Portico
// Server, on anvil chains with the hosted service's chain ids. The steps share one page, in the
// order a person meets the features; each fails with what AppKit's modal showed.
const PROJECT_ID = 'portico-appkit'

let browser: Browser
let context: BrowserContext
let page: Page
let dapp: StaticServer
let backend: AppKitBackend
let calls: HostedCall[]
let historyFirstShownAt = 0
const APPKIT_HISTORY_CACHE_MS = 15_500

/** The hosted calls so far whose path starts with `prefix`. */
const callsTo = (prefix: string) => calls.filter((call) => call.path.startsWith(prefix))
const text = (value: string | RegExp) => page.getByText(value)
const back = () => page.getByTestId('header-back').click()

/** The PUSD of `owner` (default the wallet's account) on the first chain, read from the node (whole PUSD). */
async function pusdBalance(owner: string = ANVIL_DEV_ADDRESSES[0] ?? ''): Promise<number> {
  const [chain] = backend.chains
  const pusd = backend.tokens.find((token) => token.symbol === 'PUSD' && token.chainId === chain?.chainId)
  if (!chain || !pusd) throw new Error('no PUSD on the first chain')
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  const units = await client.readContract({ address: pusd.address as Address, abi: erc20Abi, functionName: 'balanceOf', args: [owner as Address] })
  return Number(formatUnits(units, pusd.decimals))
}

beforeAll(async () => {
  const [root, chromium] = await Promise.all([buildAppKitWagmiApp(), launchChromium()])
  browser = chromium
  dapp = await serveStatic(root)
  // The project's switches: what AppKit's remote config answers (email and socials off, Reown's footer off).
  backend = await startAppKitBackend({
    projectId: PROJECT_ID,
    dappOrigin: new URL(dapp.url).origin,
    features: { email: false, socials: [], swaps: true, onramp: true, activity: true, reownBranding: false },
  })
  context = await browser.newContext({ baseURL: dapp.url })
  calls = await routeHostedToServer(context, backend.serverUrl)
  page = await context.newPage()
  // A CI machine runs other test lanes beside this one: AppKit's steps get twice the time they take on a quiet one.
  page.setDefaultTimeout(30_000)
  await injectSandboxWallet(page, backend.chains, APPKIT_WALLET_SCRIPT)
  // On a clean clone the build first installs bench/'s AppKit (npm ci, about 2 min here); later runs take seconds.
}, 300_000)

afterAll(async () => {
  // AppKit polls the RPC: calls in flight at the end must not outlive the context.
  await context?.unrouteAll({ behavior: 'ignoreErrors' })
  await browser?.close()
  await Promise.all([dapp?.close(), backend?.stop()])
})

describe('AppKit 1.8 with the wagmi adapter, unmodified, on Portico Server', () => {
  it("shows the catalogue's wallets with their images, and finds one by search", async () => {
    await page.goto(`/?projectId=${PROJECT_ID}`)
    await page.locator('appkit-button').click()
    await expectShown(page, text('Portico Sandbox Wallet'), 'the injected wallet')
    await expectShown(page, text('Trust Wallet'), "the catalogue's featured wallets")
    // AppKit draws a wallet's image from a blob of the image the server sent.
    await expect.poll(() => page.locator('wui-list-wallet[name="Trust Wallet"] wui-image img').getAttribute('src')).toMatch(/^blob:/)
    await page.getByText('Search Wallet').click()
    await page.locator('wui-search-bar input').fill('Rainbow')
    await expectShown(page, page.getByRole('button', { name: 'Rainbow Rainbow' }), 'Rainbow in the search results')
    // The call is recorded when its answer is back, which may trail the results on a loaded machine.
    await expect.poll(() => callsTo('/getWallets').some((call) => new URL(call.path, 'https://x').searchParams.get('search') === 'Rainbow')).toBe(true)
    await back()
  })

  it("ranks the installed wallet by its catalogue record, found by its name or rdns (certified only)", async () => {
    const query = (call: HostedCall) => new URL(call.path, 'https://x').searchParams
    const ranks = callsTo('/getWallets').filter((call) => query(call).has('rdns'))
    expect(ranks.map((call) => [call.status, query(call).get('badge')])).toEqual([[200, 'certified']])
    expect(query(ranks[0] as HostedCall).get('rdns')?.split(',')).toContain(SANDBOX_WALLET_RDNS)
    // AppKit marks the wallet with the record the server answered: its rdns and its rank.
    const installed = page.locator(`w3m-list-wallet[rdnsid="${SANDBOX_WALLET_RDNS}"]`)
    await expectShown(page, installed, 'the injected wallet with its catalogue record')
    expect(await installed.getAttribute('walletrank')).toBe('2')
  })

  it("answers AppKit's remote project config from the project's switches", async () => {
    expect(callsTo('/appkit/v1/config').map((call) => call.status)).toContain(200)
    // reownBranding off: no 'UX by reown' footer; email off: no email field.
    await expectShown(page, text('Portico Sandbox Wallet'), 'the connect view')
    expect(await page.locator('wui-ux-by-reown').count()).toBe(0)
    expect(await page.locator('w3m-email-login-widget input').count()).toBe(0)
  })

  it('connects the injected wallet: the account view with its native balance and the network logo', async () => {
    await page.getByText('Portico Sandbox Wallet').click()
    await answerWallet(page, 'Approve')
    await expectShown(page, page.locator('appkit-button').getByText(/ETH/), 'the balance on the button')
    await page.locator('appkit-button').click()
    await expectShown(page, text('Fund wallet'), 'the onramp row (onramp on in the remote config)')
    await expectShown(page, text('Swap'), 'the swap row (swaps on in the remote config)')
    // Every network and connector logo AppKit asked for came from the server.
    const assets = callsTo('/public/getAssetImage/')
    expect(assets.length).toBeGreaterThan(0)
    expect(assets.filter((call) => call.status !== 200)).toEqual([])
  })

  it("shows the account's name: the server's identity answers it from its names registry", async () => {
    await expectShown(page, text(ACCOUNT_NAME), "the account's name in the account view")
    expect(callsTo('/v1/identity/').map((call) => call.status)).toContain(200)
  })

  it('Activity lists what the account received and sent', async () => {
    await page.getByText('Activity').click()
    historyFirstShownAt = Date.now()
    await expectShown(page, text('+1000000.000 PUSD'), "the PUSD the account received at the token's deploy")
    await expectShown(page, text('Sent'), 'a send')
    await back()
  })

  it("Send's token list: the account's balances with their USD values", async () => {
    await page.getByText('Send').click()
    await page.locator('w3m-input-token wui-button').click()
    // 2000 dollars an ether and one a PUSD (the pools' prices); PEUR at 1.1.
    await expectShown(page, page.getByRole('button', { name: /^Portico Dollar 790,000\.0000 PUSD \$790000\.00/ }), 'PUSD with its dollar value')
    await expectShown(page, page.getByRole('button', { name: /^Ether 9,999\.\d+ ETH \$19999\d+\.\d\d/ }), 'ETH with its dollar value')
    expect(callsTo('/v1/account/').filter((call) => call.path.includes('/balance?')).map((call) => call.status)).toContain(200)
    await back()
    await back()
  })

  it('swaps ETH for PUSD: token list, quote, preview, the transaction signed by the wallet and mined', async () => {
    const before = await pusdBalance()
    await page.getByText('Swap').click()
    await page.getByTestId('swap-select-token-button-toToken').click()
    await page.getByTestId('swap-select-token-item-PUSD').first().click()
    await page.getByTestId('swap-input-sourceToken').fill('1')
    // The pool's quote: about 1955 PUSD for 1 ETH of a 2000-dollar pool after its fee and impact.
    await expect.poll(() => page.getByTestId('swap-input-toToken').inputValue(), { timeout: 15_000 }).toMatch(/^19\d\d\./)
    await page.getByTestId('swap-action-button').click()
    await expectShown(page, text('Preview Swap'), 'the swap preview')
    await page.locator('w3m-swap-preview-view wui-button.action-button').click()
    await answerWallet(page, 'Approve')
    await expect.poll(pusdBalance, { timeout: 15_000 }).toBeGreaterThan(before + 1900)
    expect(callsTo('/v1/convert/build-transaction').map((call) => call.status)).toEqual([200])
  })

  it('swaps PUSD for ETH: the approval built (no amount, as AppKit asks), signed and mined, then the swap', async () => {
    // Back on the account view once the first swap went through.
    await expectShown(page, text('Fund wallet'), 'the account view after the swap')
    const before = await pusdBalance()
    await page.getByText('Swap', { exact: true }).click()
    await page.getByTestId('swap-input-token-sourceToken').click()
    await page.getByTestId('swap-select-token-item-PUSD').first().click()
    await page.getByTestId('swap-select-token-button-toToken').click()
    await page.getByTestId('swap-select-token-item-ETH').first().click()
    await page.getByTestId('swap-input-sourceToken').fill('100')
    await expect.poll(() => page.getByTestId('swap-input-toToken').inputValue(), { timeout: 15_000 }).toMatch(/^0\.0\d+/)
    await page.getByTestId('swap-action-button').click()
    await expectShown(page, text('Preview Swap'), 'the swap preview')
    const action = page.locator('w3m-swap-preview-view wui-button.action-button')
    await action.click()
    await answerWallet(page, 'Approve')
    expect(callsTo('/v1/convert/build-approve').map((call) => call.status)).toEqual([200])
    // Approved: the same button now swaps.
    await expectShown(page, action.getByText('Swap'), 'the swap button after the approval')
    await action.click()
    await answerWallet(page, 'Approve')
    await expect.poll(pusdBalance, { timeout: 15_000 }).toBe(before - 100)
  })

  it('Activity shows both swaps beside the sends and receives', async () => {
    await expectShown(page, text('Fund wallet'), 'the account view after the swap')
    // AppKit keeps a history page 15 s in localStorage (StorageUtil's transactionsHistory expiry).
    await page.waitForTimeout(Math.max(0, historyFirstShownAt + APPKIT_HISTORY_CACHE_MS - Date.now()))
    await page.getByText('Activity').click()
    await expectShown(page, text('Swapped'), 'the swaps')
    // Both swaps, the PUSD for ETH one too: its ETH came from the router in an internal call.
    await expectShown(page, text(/^1\.000 ETH$/), "the first swap's ETH leg")
    await expectShown(page, text(/^100\.000 PUSD$/), "the second swap's PUSD leg")
    // In the list: the second swap's toast ('Swapped PUSD to ...') may still be up.
    expect(await page.locator('w3m-activity-list').getByText('Swapped').count(), await whatAppKitShows(page)).toBe(2)
    await expectShown(page, text('+1000000.000 PUSD'), 'the first receive')
    await back()
  })

  it('Fund wallet lists the onramp providers the remote config names', async () => {
    await page.getByText('Fund wallet').click()
    await page.getByRole('button', { name: 'Buy crypto' }).click()
    await expectShown(page, page.getByRole('button', { name: /^Meld\.io/ }), 'Meld, the onramp provider of the remote config')
    await back()
    await back()
  })

  it('sends PUSD to a name: AppKit resolves bobby.reown.id on the server, the wallet signs, the chain has it', async () => {
    const bobby = MOCK_NAMES['bobby.reown.id'] ?? ''
    const before = await pusdBalance(bobby)
    await expectShown(page, text('Fund wallet'), 'the account view')
    await page.getByText('Send', { exact: true }).click()
    await page.locator('w3m-input-token wui-button').click()
    await page.getByRole('button', { name: /^Portico Dollar/ }).click()
    await page.locator('w3m-input-token input').fill('5')
    // A click on the box (away from its Paste button) turns its instruction into the text field.
    await page.locator('w3m-input-address').click({ position: { x: 12, y: 12 } })
    await page.locator('w3m-input-address textarea').fill('bobby.reown.id')
    const preview = page.getByRole('button', { name: 'Preview Send' })
    await expectShown(page, preview, "'Preview Send' once the name resolved to an address")
    await preview.click()
    await expectShown(page, text('bobby.reown.id'), 'the name in the send preview')
    await page.locator('w3m-wallet-send-preview-view wui-button.sendButton').click()
    await answerWallet(page, 'Approve')
    await expect.poll(() => pusdBalance(bobby), { timeout: 15_000 }).toBe(before + 5)
    expect(callsTo('/v1/profile/account/bobby.reown.id').map((call) => call.status)).toContain(200)
  })

  it("takes AppKit's analytics batches (202), the swap's events among them", async () => {
    const batches = callsTo('/batch')
    expect(batches.length).toBeGreaterThan(0)
    expect(batches.filter((call) => call.status !== 202)).toEqual([])
    expect(batches.some((call) => call.body?.includes('"SWAP_SUCCESS"'))).toBe(true)
    // The installed wallet's impression carries the rank its catalogue record gave.
    expect(batches.some((call) => call.body?.includes('"WALLET_IMPRESSION_V2"') && call.body.includes(SANDBOX_WALLET_RDNS))).toBe(true)
    expect(callsTo('/getAnalyticsConfig').map((call) => call.status)).toContain(200)
  })
})

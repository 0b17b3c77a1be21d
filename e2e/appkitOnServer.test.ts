import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveStatic, type StaticServer } from '../toolchain/processes/serveStatic'
import { launchChromium } from './chromium'
import { answerWallet } from './browser'
import { expectShown } from './appkitOnServer/appKitShows'
import { APPKIT_WALLET_SCRIPT, buildAppKitWagmiApp } from './appkitOnServer/buildAppKitWagmiApp'
import { routeHostedToServer, type HostedCall } from './appkitOnServer/routeHostedToServer'
import { startAppKitBackend, type AppKitBackend } from './appkitOnServer/startAppKitBackend'
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

/** The hosted calls so far whose path starts with `prefix`. */
const callsTo = (prefix: string) => calls.filter((call) => call.path.startsWith(prefix))
const text = (value: string | RegExp) => page.getByText(value)
const back = () => page.getByTestId('header-back').click()

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
  page.setDefaultTimeout(15_000)
  await injectSandboxWallet(page, backend.chains, APPKIT_WALLET_SCRIPT)
}, 180_000)

afterAll(async () => {
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
    expect(callsTo('/getWallets').some((call) => new URL(call.path, 'https://x').searchParams.get('search') === 'Rainbow')).toBe(true)
    await back()
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

  it('Activity lists what the account received and sent', async () => {
    await page.getByText('Activity').click()
    await expectShown(page, text('+1000000.000 PUSD'), "the PUSD the account received at the token's deploy")
    await expectShown(page, text('Sent'), 'a send')
    await back()
  })
})

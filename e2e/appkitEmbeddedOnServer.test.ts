import { accountProfileSchema } from '@portico/contracts'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailCatcherClient, readApprovalLink, readOtp, type MailCatcherClient } from '../sandbox/secure-site/mail/mailCatcherClient'
import { SCRIPTED_SANDBOX_PROJECTS } from '../sandbox/secure-site/frame/sandboxProjects'
import { startSecureSite, type SecureSite } from '../sandbox/secure-site/frame/startSecureSite'
import { serveStatic, type StaticServer } from '../toolchain/processes/serveStatic'
import { launchChromium } from './chromium'
import { expectShown } from './appkitOnServer/appKitShows'
import { buildAppKitWagmiApp } from './appkitOnServer/buildAppKitWagmiApp'
import { routeHostedToServer, type HostedCall } from './appkitOnServer/routeHostedToServer'
import { routeHostsTo, SECURE_SITE_HOST, type RoutedCall } from './appkitOnServer/routeHostsTo'
import { startAppKitBackend, type AppKitBackend } from './appkitOnServer/startAppKitBackend'

// An unmodified AppKit 1.8 dapp (wagmi adapter) with its embedded wallet: its secure frame
// (`https://secure.walletconnect.org/sdk`) is Portico's secure site, its hosted API Portico
// Server, both by request interception. An email login by clicks, then the account's name
// registered in AppKit's settings, resolved and looked up by address on the server.
// The sandbox frame build answers the wallet's key step for the scripted project `e2e`.
const PROJECT_ID = 'e2e'
const FRAME_ORIGIN = `https://${SECURE_SITE_HOST}`
/** Public names for the secure site's auth service and nodes: the frame, on a public origin, may not call loopback. */
const AUTH_HOST = 'auth.secure-site.portico.test'
const nodeHost = (chainId: number) => `node-${chainId}.secure-site.portico.test`
const NAME = `portico${Date.now().toString(36)}`
const FULL_NAME = `${NAME}.reown.id`

let browser: Browser
let dapp: StaticServer
let backend: AppKitBackend
let site: SecureSite
let inbox: MailCatcherClient
const contexts: BrowserContext[] = []
/** AppKit's warnings that it refused the account the frame answered (a chain id it could not make CAIP-10 of). */
const refusedAccounts: string[] = []

/** A browser profile of its own on the dapp, every hosted and secure-site host routed. */
async function openDapp(): Promise<{ context: BrowserContext; page: Page; calls: HostedCall[]; frameCalls: RoutedCall[] }> {
  const context = await browser.newContext({ baseURL: dapp.url })
  contexts.push(context)
  const calls = await routeHostedToServer(context, backend.serverUrl)
  const nodes = Object.fromEntries(backend.chains.map((chain) => [nodeHost(chain.chainId), chain.rpcUrl]))
  const frameCalls = await routeHostsTo(context, { [SECURE_SITE_HOST]: site.listenUrls.frame, [AUTH_HOST]: site.listenUrls.auth, ...nodes })
  const page = await context.newPage()
  page.on('console', (message) => {
    if (message.text().includes('invalid CAIP-10')) refusedAccounts.push(message.text())
  })
  page.setDefaultTimeout(15_000)
  await page.goto(`/?projectId=${PROJECT_ID}`)
  return { context, page, calls, frameCalls }
}

/** Signs in with `email` in AppKit's own views: the address, the device link from the mail where asked, the mailed code. */
async function emailLogin(page: Page, email: string): Promise<void> {
  await page.locator('appkit-button').click()
  const field = page.locator('w3m-email-login-widget input[type="email"]')
  await field.fill(email)
  await field.press('Enter')
  const first = await inbox.waitForMail(email, (mail) => mail.subject.includes('sign-in code') || mail.subject.includes('new device'), 20_000)
  if (first.subject.includes('new device')) {
    await expectShown(page, page.getByText('Approve the login link we sent'), 'the device step')
    // The link names the auth service's public host; the test opens it where the service listens.
    const link = new URL(readApprovalLink(first))
    expect((await fetch(`${site.listenUrls.auth}${link.pathname}${link.search}`)).status).toBe(200)
  }
  const code = readOtp(await inbox.waitForMail(email, (mail) => mail.subject.includes('sign-in code'), 20_000))
  // The next login reads its own mails only.
  await inbox.deleteAll()
  await expectShown(page, page.locator('wui-otp input').first(), 'the code step')
  await page.locator('wui-otp input').first().click()
  await page.keyboard.type(code)
}

beforeAll(async () => {
  const [root, chromium] = await Promise.all([buildAppKitWagmiApp(), launchChromium()])
  browser = chromium
  dapp = await serveStatic(root)
  const dappOrigin = new URL(dapp.url).origin
  backend = await startAppKitBackend({ projectId: PROJECT_ID, dappOrigin, features: { email: true, socials: [], swaps: false, onramp: false, activity: false, reownBranding: false } })
  site = await startSecureSite({
    allowedDappOrigins: [dappOrigin],
    chains: backend.chains,
    projects: { [PROJECT_ID]: SCRIPTED_SANDBOX_PROJECTS[PROJECT_ID] ?? { approvals: 'frame' } },
    publicUrls: { frame: FRAME_ORIGIN, auth: `https://${AUTH_HOST}`, rpcUrlOf: (chain) => `https://${nodeHost(chain.chainId)}/` },
  })
  inbox = createMailCatcherClient(site.mail.webUrl)
}, 300_000)

afterAll(async () => {
  // AppKit polls the RPC: calls in flight at the end must not outlive the servers.
  await Promise.all(contexts.map((context) => context.unrouteAll({ behavior: 'ignoreErrors' })))
  await browser?.close()
  await Promise.all([dapp?.close(), backend?.stop(), site?.stop()])
})

describe("AppKit 1.8's embedded wallet on Portico's secure site and Portico Server, unmodified", () => {
  let page: Page
  let calls: HostedCall[]
  let frameCalls: RoutedCall[]
  let account = ''
  const email = `appkit-${Date.now()}@example.com`

  it('signs in by email in AppKit: the frame at /sdk is the secure site, the device link and code come by mail', async () => {
    ;({ page, calls, frameCalls } = await openDapp())
    await emailLogin(page, email)
    await expectShown(page, page.locator('appkit-button').getByText(/ETH/), 'the embedded account connected, with its balance', 30_000)
    expect(frameCalls.filter((call) => call.url.startsWith(`${FRAME_ORIGIN}/sdk?`)).map((call) => call.status)).toEqual([200])
    // The frame's user carries the hosted chain id (bare for EVM), from which AppKit makes the account's CAIP-10 id.
    expect(refusedAccounts).toEqual([])
  })

  it("looks the new account's name up by address (none yet), and offers 'Choose account name' in its settings", async () => {
    await expect.poll(() => calls.filter((call) => call.path.startsWith('/v1/profile/reverse/')).map((call) => call.status)).toContain(200)
    await page.locator('appkit-button').click()
    await page.getByTestId('wui-wallet-switch').click()
    await page.getByTestId('wui-active-profile-wallet-item-more-button').click()
    await expectShown(page, page.getByTestId('account-choose-name-button'), "'Choose account name'")
  })

  it('registers a name: suggestions from the server, the message signed in the secure frame after Approve, the record on the server', async () => {
    await page.getByTestId('account-choose-name-button').click()
    await page.getByRole('button', { name: 'Choose name' }).click()
    await page.locator('wui-ens-input input').fill(NAME)
    await expect.poll(() => calls.filter((call) => call.path.startsWith(`/v1/profile/suggestions/${NAME}`)).map((call) => call.status)).toContain(200)
    await page.locator('wui-ens-input input').press('Enter')
    // AppKit shows the frame for the signature; the secure site's approval card is in it.
    const approve = page.frameLocator('#w3m-iframe').getByRole('button', { name: 'Approve', exact: true })
    await expect.poll(() => approve.isEnabled(), { timeout: 15_000 }).toBe(true)
    await approve.click()
    await expectShown(page, page.getByText('Account name chosen successfully'), 'the registration done')
    expect(calls.filter((call) => call.method === 'POST' && call.path === '/v1/profile/account').map((call) => call.status)).toEqual([200])
  })

  it('shows the name as the account name, and the server resolves it to the embedded account', async () => {
    await page.getByRole('button', { name: "Let's Go!" }).click()
    const walletSwitch = page.locator('wui-wallet-switch')
    // AppKit shortens a long name on the button; the element carries it whole.
    await expect.poll(() => walletSwitch.getAttribute('profilename'), { timeout: 15_000 }).toBe(FULL_NAME)
    await expectShown(page, page.getByRole('button', { name: new RegExp(`^${NAME.slice(0, 10)}`) }), 'the name on the account view')
    account = (await walletSwitch.getAttribute('address')) ?? ''
    const lookup = await fetch(`${backend.serverUrl}/v1/profile/account/${FULL_NAME}?projectId=${PROJECT_ID}&apiVersion=2`)
    expect(lookup.status).toBe(200)
    const record = accountProfileSchema.parse(await lookup.json())
    expect(Object.values(record.addresses).map((entry) => entry.address.toLowerCase())).toContain(account.toLowerCase())
  })

  it('signed in on another browser, AppKit looks the name up by the address (reverse) and shows it as the account name', async () => {
    const other = await openDapp()
    await emailLogin(other.page, email)
    await expectShown(other.page, other.page.locator('appkit-button').getByText(/ETH/), 'the same embedded account connected', 30_000)
    await other.page.locator('appkit-button').click()
    const walletSwitch = other.page.locator('wui-wallet-switch')
    await expect.poll(() => walletSwitch.getAttribute('address')).toBe(account)
    await expect.poll(() => walletSwitch.getAttribute('profilename'), { timeout: 15_000 }).toBe(FULL_NAME)
    const reverse = other.calls.filter((call) => call.path.startsWith(`/v1/profile/reverse/${account}`))
    expect(reverse.map((call) => call.status)).toContain(200)
    // Closed with the browser, after afterAll takes its routes down.
    expect(refusedAccounts).toEqual([])
  })

})

import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { installExample, type InstalledExample } from '../examples/installExample'
import { startNextExample, type NextServer } from '../examples/startNextExample'
import { ANVIL_DEV_ADDRESSES } from '../toolchain/processes/anvil'
import { connectButton, connectSandboxWallet, launchChromium, modal, recordRequests } from './browser'
import { injectSandboxWallet } from './sandboxWalletScripts'

const chains = inject('chains')

// What a server render that touched a browser global, or any other failure, prints.
const SERVER_ERROR = /error|window is not defined|document is not defined|localStorage/i

const isLocal = (url: string) => new URL(url).hostname === '127.0.0.1'

/**
 * Console errors and warnings, uncaught errors and failed loads from this machine: a hydration
 * mismatch shows as one of them (React's #418 in a production build). The test runs offline, so
 * what reaches off the machine (WalletConnect's wallet list, token balances) fails; those loads and
 * Portico's warnings that it could not fetch them are left out.
 */
function recordProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return
    const text = message.text()
    // Each failed load is recorded below with its URL.
    if (text.startsWith('Failed to load resource')) return
    if (/^\[portico\] .* failed: Failed to fetch/.test(text)) return
    problems.push(`${message.type()}: ${text}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? ''
    // A reload cancels the loads the page before it still had under way (plugin chunks it prefetched).
    if (isLocal(request.url()) && reason !== 'net::ERR_ABORTED') problems.push(`failed (${reason}): ${request.url()}`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400 && isLocal(response.url())) problems.push(`${response.status()}: ${response.url()}`)
  })
  return problems
}

describe('examples/next-wagmi, installed from the packed tarballs, built by next build and served by next start', () => {
  let example: InstalledExample | undefined
  let server: NextServer | undefined
  let browser: Browser | undefined
  const seconds: Record<string, number> = {}
  beforeAll(async () => {
    // Next.js inlines NEXT_PUBLIC_ variables at build time: the server and the browser render the test's anvil chains.
    const exampleChains = chains.map((c) => ({ chainId: c.chainId, name: c.name, rpcUrl: c.rpcUrl }))
    example = installExample('next-wagmi', { buildEnv: { NEXT_PUBLIC_PORTICO_CHAINS: JSON.stringify(exampleChains) } })
    Object.assign(seconds, example.seconds)
    const started = Date.now()
    server = await startNextExample(example.dir)
    seconds.start = (Date.now() - started) / 1000
    browser = await launchChromium()
  }, 300_000)
  afterAll(async () => {
    console.log('examples/next-wagmi (s):', seconds)
    await browser?.close()
    await server?.stop()
    example?.remove()
    // Deleting the example's node_modules takes a while on a busy machine.
  }, 120_000)

  it('renders the page on the server: its markup is in the HTML and the server logged no error', async () => {
    if (!server) throw new Error('the example is not served')
    const response = await fetch(server.url)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<h1>Portico + Next.js + wagmi</h1>')
    expect(html).toContain('<appkit-button></appkit-button>')
    expect(html).toContain('<dd id="portico-account">disconnected</dd>')
    expect(html).toContain('<dd id="wagmi-account">disconnected</dd>')
    expect(server.log()).not.toMatch(SERVER_ERROR)
  })

  it('hydrates without a warning or error, connects in the modal and wagmi follows, then both follow a network switched in the modal', async () => {
    if (!browser || !server) throw new Error('the example is not served')
    const [first, second] = chains
    const started = Date.now()
    const page = await browser.newPage()
    const problems = recordProblems(page)
    await injectSandboxWallet(page, chains)
    await page.goto(server.url)
    await connectSandboxWallet(page)
    const address = ANVIL_DEV_ADDRESSES[0]
    await expect.poll(() => page.locator('#portico-account').textContent()).toBe(`${address} on ${first!.chainId}`)
    await expect.poll(() => page.locator('#wagmi-account').textContent()).toBe(`${address} on ${first!.chainId}`)

    const dialog = modal(page)
    await dialog.getByTestId('account-network').click()
    await dialog.getByRole('button', { name: new RegExp(`^${second!.name} Testnet`) }).click()
    // The wallet was configured with both chains: it switches without a prompt.
    await expect.poll(() => page.locator('#portico-account').textContent()).toBe(`${address} on ${second!.chainId}`)
    await expect.poll(() => page.locator('#wagmi-account').textContent()).toBe(`${address} on ${second!.chainId}`)
    seconds.connectAndSwitch = (Date.now() - started) / 1000

    expect(problems).toEqual([])
    expect(server.log()).not.toMatch(SERVER_ERROR)
    await page.close()
  })

  it('after a reload the server renders with the cookie wagmi stored, the page hydrates without a warning, both reconnect and a plugin loads from public/', async () => {
    // The connection Portico restores can reach its wagmi sync before <WagmiProvider> has mounted
    // and added wagmi's EIP-6963 connectors: the sync waits for them (no 'Provider not found').
    if (!browser || !server) throw new Error('the example is not served')
    const [first] = chains
    const context = await browser.newContext()
    const page = await context.newPage()
    await injectSandboxWallet(page, chains)
    await page.goto(server.url)
    await connectSandboxWallet(page)
    const address = ANVIL_DEV_ADDRESSES[0]
    const connected = `${address} on ${first!.chainId}`
    await expect.poll(() => page.locator('#wagmi-account').textContent()).toBe(connected)

    const cookie = (await context.cookies(server.url)).map((c) => `${c.name}=${c.value}`).join('; ')
    expect(cookie).toContain('wagmi.store=')
    // cookieToInitialState hands the stored connection to the server render: wagmi is reconnecting
    // there; Portico renders its server snapshot (disconnected) and restores in the browser.
    const html = await (await fetch(server.url, { headers: { cookie } })).text()
    expect(html).toContain('<dd id="wagmi-account">reconnecting</dd>')
    expect(html).toContain('<dd id="portico-account">disconnected</dd>')

    const problems = recordProblems(page)
    await page.reload()
    await expect.poll(() => page.locator('#wagmi-account').textContent()).toBe(connected)
    await expect.poll(() => page.locator('#portico-account').textContent()).toBe(connected)

    // The plugins `portico-plugins copy` put in public/, served by next start at pluginBaseUrl.
    const requests = recordRequests(page)
    await connectButton(page).click()
    await modal(page).getByRole('button', { name: 'Receive' }).click()
    await modal(page).getByTestId('receive-qr').waitFor()
    expect(requests.map((r) => new URL(r.url()).pathname)).toContain('/portico-plugins/0.1.0/receive/remoteEntry.js')
    expect(problems).toEqual([])
    expect(server.log()).not.toMatch(SERVER_ERROR)
    await context.close()
  })
})

import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { installExamples, type InstalledExamples } from '../examples/installExamples'
import { startNextExample, type NextServer } from '../examples/startNextExample'
import { ANVIL_DEV_ADDRESSES } from '../toolchain/processes/anvil'
import { serveStatic, type StaticServer } from '../toolchain/processes/serveStatic'
import { answerWallet, connectButton, connectSandboxWallet, launchChromium, modal, recordRequests } from './browser'
import { injectSandboxWallet } from './sandboxWalletScripts'

const chains = inject('chains')

// Every example of examples/, written against AppKit's documented API; one install of the packed
// tarballs serves them all (examples/installExamples.ts swaps their module specifiers).
const VITE_EXAMPLES = ['vite-wagmi', 'react-ethers', 'javascript', 'react-solana', 'react-bitcoin', 'react-multichain'] as const
type ViteExample = (typeof VITE_EXAMPLES)[number]

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

const pathsOf = (requests: { url: () => string }[]) => requests.map((r) => new URL(r.url()).pathname)
/** Requests for the plugin remotes' files, which no example deploys: plugins come in the dapp's own bundle. */
const remoteFiles = (paths: string[]) => paths.filter((path) => path.endsWith('remoteEntry.js') || path.endsWith('/index.json') || path.endsWith('description.json'))

// One install, one tsc and seven builds: about 17 minutes on a 2-core machine under a load of 18.
describe('examples/, written against AppKit, installed together from the packed tarballs with their imports swapped', { timeout: 180_000 }, () => {
  let installed: InstalledExamples | undefined
  const servers = new Map<ViteExample, StaticServer>()
  let next: NextServer | undefined
  let browser: Browser | undefined
  const seconds: Record<string, unknown> = {}
  beforeAll(async () => {
    installed = installExamples([...VITE_EXAMPLES, 'next-wagmi'])
    seconds.install = installed.seconds
    // The Vite examples share one tsconfig (strict, skipLibCheck false): one tsc over all of them.
    seconds.typecheck = installed.typecheck(VITE_EXAMPLES)
    for (const name of VITE_EXAMPLES) {
      seconds[name] = installed.build(name)
      servers.set(name, await serveStatic(join(installed.dir, name, 'dist')))
    }
    // Next.js inlines NEXT_PUBLIC_ variables at build time: the server and the browser render the test's anvil chains.
    const exampleChains = chains.map((c) => ({ chainId: c.chainId, name: c.name, rpcUrl: c.rpcUrl }))
    // `next build` type-checks the app itself, with its own tsconfig.
    seconds['next-wagmi'] = installed.build('next-wagmi', { NEXT_PUBLIC_PORTICO_CHAINS: JSON.stringify(exampleChains) })
    next = await startNextExample(join(installed.dir, 'next-wagmi'), join(installed.dir, 'node_modules/.bin/next'))
    browser = await launchChromium()
  }, 1_800_000)
  afterAll(async () => {
    console.log('examples (s):', seconds)
    await browser?.close()
    await next?.stop()
    for (const server of servers.values()) await server.close()
    installed?.remove()
  }, 60_000)

  async function open(name: ViteExample): Promise<Page> {
    const server = servers.get(name)
    if (!browser || !server) throw new Error(`examples/${name} is not served`)
    const page = await browser.newPage()
    await injectSandboxWallet(page, chains)
    await page.goto(server.url)
    return page
  }
  const text = (page: Page, selector: string) => page.locator(selector).textContent()
  const closeModal = async (page: Page) => {
    await modal(page).getByRole('button', { name: 'Close' }).click()
    await modal(page).waitFor({ state: 'hidden' })
  }
  const address = ANVIL_DEV_ADDRESSES[0]

  it('vite-wagmi: connects through the modal and wagmi follows, then the network switched in the modal', async () => {
    const [first, second] = chains
    const page = await open('vite-wagmi')
    await connectSandboxWallet(page)
    await expect.poll(() => text(page, '#wagmi-account')).toBe(`${address} on ${first!.chainId}`)
    await expect.poll(() => text(page, '#portico-account')).toBe(`${address} on ${first!.chainId}`)
    const dialog = modal(page)
    await dialog.getByTestId('account-network').click()
    await dialog.getByRole('button', { name: new RegExp(`^${second!.name} Testnet`) }).click()
    // The wallet was configured with both chains: it switches without a prompt.
    await expect.poll(() => text(page, '#portico-account')).toBe(`${address} on ${second!.chainId}`)
    await expect.poll(() => text(page, '#wagmi-account')).toBe(`${address} on ${second!.chainId}`)
    await page.close()
  })

  /** The dapp's plugin chunks, by the plugin folder (and `.description`) they hold: what its build's registry chunk imports. */
  function pluginChunks(name: ViteExample): Map<string, string> {
    if (!installed) throw new Error('the examples are not installed')
    const assets = join(installed.dir, name, 'dist/assets')
    const registry = readdirSync(assets).find((file) => /^registry-[\w-]+\.js$/.test(file))
    if (!registry) throw new Error(`no registry chunk in examples/${name}'s build`)
    const imported = [...readFileSync(join(assets, registry), 'utf8').matchAll(/import\([`'"]\.\/([\w.-]+\.js)[`'"]\)/g)].map((match) => match[1]!)
    return new Map([[`/assets/${registry}`, 'registry'], ...imported.map((file): [string, string] => [`/assets/${file}`, file.replace(/-[\w-]+\.js$/, '')])])
  }

  it("vite-wagmi: Receive is a lazy chunk of the dapp's bundle, fetched on intent; swaps, switched off, costs no request", async () => {
    const chunks = pluginChunks('vite-wagmi')
    expect([...chunks.values()]).toEqual(expect.arrayContaining(['registry', 'receive.description', 'receive', 'swaps.description', 'swaps']))
    const page = await open('vite-wagmi')
    const requests = recordRequests(page)
    const fetched = () => pathsOf(requests).flatMap((path) => chunks.get(path) ?? [])
    await connectButton(page).waitFor()
    expect(fetched()).toEqual([])
    await connectSandboxWallet(page)
    await modal(page).getByRole('button', { name: 'Receive' }).click()
    await modal(page).getByTestId('receive-qr').waitFor()
    expect(fetched()).toEqual(expect.arrayContaining(['registry', 'receive.description', 'receive']))
    expect(fetched().filter((chunk) => chunk.startsWith('swaps'))).toEqual([])
    expect(remoteFiles(pathsOf(requests))).toEqual([])
    await page.close()
  })

  it('react-ethers: connects, signs, reads the balance and sends with ethers on the walletProvider, and reaches Send', async () => {
    const page = await open('react-ethers')
    const requests = recordRequests(page)
    await connectSandboxWallet(page)
    await closeModal(page)
    await page.getByRole('button', { name: 'Get Balance', exact: true }).click()
    await expect.poll(() => text(page, '#balance')).toMatch(/^\d+(\.\d+)? ETH$/)
    await page.getByRole('button', { name: 'Sign msg', exact: true }).click()
    await answerWallet(page, 'Approve')
    await expect.poll(() => text(page, '#signature')).toMatch(/^0x[0-9a-f]{130}$/)
    await page.getByRole('button', { name: 'Send tx', exact: true }).click()
    await answerWallet(page, 'Approve')
    await expect.poll(() => text(page, '#tx-hash')).toMatch(/^0x[0-9a-f]{64}$/)
    await page.getByRole('button', { name: 'Open', exact: true }).click()
    await modal(page).getByRole('button', { name: 'Send' }).click()
    await expect.poll(() => modal(page).getAttribute('data-view')).toBe('WalletSend')
    expect(remoteFiles(pathsOf(requests))).toEqual([])
    await page.close()
  })

  it('javascript: the modal driven from plain buttons and subscriptions connects and signs, and reaches Receive', async () => {
    const [first] = chains
    const page = await open('javascript')
    await page.locator('#open-connect-modal').click()
    await modal(page).getByRole('button', { name: /Portico Sandbox Wallet/ }).click()
    await answerWallet(page, 'Approve')
    await expect.poll(() => text(page, '#account')).toBe(`${address} on ${first!.chainId}`)
    await modal(page).getByRole('button', { name: 'Receive' }).click()
    await modal(page).getByTestId('receive-qr').waitFor()
    await closeModal(page)
    await page.locator('#sign-message').click()
    await answerWallet(page, 'Approve')
    await expect.poll(() => text(page, '#signature')).toMatch(/^0x[0-9a-f]{130}$/)
    await page.close()
  })

  it('react-multichain: with the wagmi, Solana and Bitcoin adapters, connects on EVM and signs through wagmi', async () => {
    const [first] = chains
    const page = await open('react-multichain')
    await connectSandboxWallet(page)
    await expect.poll(() => text(page, '#account')).toBe(`${address} on ${first!.chainId}`)
    await closeModal(page)
    await page.getByRole('button', { name: 'Sign msg', exact: true }).click()
    await answerWallet(page, 'Approve')
    await expect.poll(() => text(page, '#signature')).toMatch(/^0x[0-9a-f]{130}$/)
    await page.close()
  })

  it.each(['react-solana', 'react-bitcoin'] as const)('%s: built and type-checked, opens the modal on its networks without an error', async (name) => {
    const page = await open(name)
    const problems = recordProblems(page)
    await connectButton(page).click()
    await modal(page).waitFor()
    expect(await modal(page).getAttribute('data-view')).toBe('Connect')
    expect(problems.filter((problem) => problem.startsWith('uncaught'))).toEqual([])
    await page.close()
  })

  it('next-wagmi: renders the page on the server: its markup is in the HTML and the server logged no error', async () => {
    if (!next) throw new Error('the example is not served')
    const response = await fetch(next.url)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<h1>Portico + Next.js + wagmi</h1>')
    expect(html).toContain('<appkit-button></appkit-button>')
    expect(html).toContain('<dd id="portico-account">disconnected</dd>')
    expect(html).toContain('<dd id="wagmi-account">disconnected</dd>')
    expect(next.log()).not.toMatch(SERVER_ERROR)
  })

  it('next-wagmi: hydrates without a warning or error, connects in the modal and wagmi follows, then both follow a network switched in the modal', async () => {
    if (!browser || !next) throw new Error('the example is not served')
    const [first, second] = chains
    const page = await browser.newPage()
    const problems = recordProblems(page)
    await injectSandboxWallet(page, chains)
    await page.goto(next.url)
    await connectSandboxWallet(page)
    await expect.poll(() => text(page, '#portico-account')).toBe(`${address} on ${first!.chainId}`)
    await expect.poll(() => text(page, '#wagmi-account')).toBe(`${address} on ${first!.chainId}`)
    const dialog = modal(page)
    await dialog.getByTestId('account-network').click()
    await dialog.getByRole('button', { name: new RegExp(`^${second!.name} Testnet`) }).click()
    // The wallet was configured with both chains: it switches without a prompt.
    await expect.poll(() => text(page, '#portico-account')).toBe(`${address} on ${second!.chainId}`)
    await expect.poll(() => text(page, '#wagmi-account')).toBe(`${address} on ${second!.chainId}`)
    expect(problems).toEqual([])
    expect(next.log()).not.toMatch(SERVER_ERROR)
    await page.close()
  })

  it('next-wagmi: after a reload the server renders with the cookie wagmi stored, the page hydrates without a warning, both reconnect and Receive loads from the bundle', async () => {
    if (!browser || !next) throw new Error('the example is not served')
    const [first] = chains
    const context = await browser.newContext()
    const page = await context.newPage()
    await injectSandboxWallet(page, chains)
    await page.goto(next.url)
    await connectSandboxWallet(page)
    const connected = `${address} on ${first!.chainId}`
    await expect.poll(() => text(page, '#wagmi-account')).toBe(connected)

    // cookieToInitialState hands the stored connection to the server render: wagmi is reconnecting
    // there; Portico renders its server snapshot (disconnected) and restores in the browser.
    const cookie = (await context.cookies(next.url)).map((c) => `${c.name}=${c.value}`).join('; ')
    expect(cookie).toContain('wagmi.store=')
    const html = await (await fetch(next.url, { headers: { cookie } })).text()
    expect(html).toContain('<dd id="wagmi-account">reconnecting</dd>')
    expect(html).toContain('<dd id="portico-account">disconnected</dd>')

    const problems = recordProblems(page)
    await page.reload()
    await expect.poll(() => text(page, '#wagmi-account')).toBe(connected)
    await expect.poll(() => text(page, '#portico-account')).toBe(connected)
    const requests = recordRequests(page)
    await connectButton(page).click()
    await modal(page).getByRole('button', { name: 'Receive' }).click()
    await modal(page).getByTestId('receive-qr').waitFor()
    expect(remoteFiles(pathsOf(requests))).toEqual([])
    expect(problems).toEqual([])
    expect(next.log()).not.toMatch(SERVER_ERROR)
    await context.close()
  })
})

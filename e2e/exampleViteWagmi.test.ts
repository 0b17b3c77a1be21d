import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { installExample, type InstalledExample } from '../examples/installExample'
import { ANVIL_DEV_ADDRESSES } from '../toolchain/processes/anvil'
import { serveStatic, type StaticServer } from '../toolchain/processes/serveStatic'
import { connectSandboxWallet, launchChromium, modal, recordRequests } from './browser'
import { injectSandboxWallet } from './sandboxWalletScripts'

const chains = inject('chains')

describe('examples/vite-wagmi, installed from the packed tarballs', () => {
  let example: InstalledExample | undefined
  let server: StaticServer | undefined
  let browser: Browser | undefined
  beforeAll(async () => {
    example = installExample('vite-wagmi')
    console.log('examples/vite-wagmi (s):', example.seconds)
    server = await serveStatic(example.dist)
    browser = await launchChromium()
  }, 300_000)
  afterAll(async () => {
    await browser?.close()
    await server?.close()
    example?.remove()
    // Deleting the example's node_modules takes a while on a busy machine.
  }, 120_000)

  async function openExample(): Promise<Page> {
    if (!browser || !server) throw new Error('the example is not served')
    const page = await browser.newPage()
    await injectSandboxWallet(page, chains)
    await page.goto(server.url)
    return page
  }

  it('connects through the modal and wagmi follows: same account, then the network switched in the modal', async () => {
    const [first, second] = chains
    const page = await openExample()
    await connectSandboxWallet(page)
    const address = ANVIL_DEV_ADDRESSES[0]
    await expect.poll(() => page.locator('#wagmi-account').textContent()).toBe(`${address} on ${first!.chainId}`)
    await expect.poll(() => page.locator('#portico-account').textContent()).toBe(`${address} on ${first!.chainId}`)

    const dialog = modal(page)
    await dialog.getByTestId('account-network').click()
    await dialog.getByRole('button', { name: new RegExp(`^${second!.name} Testnet`) }).click()
    // The wallet was configured with both chains: it switches without a prompt.
    await expect.poll(() => page.locator('#portico-account').textContent()).toBe(`${address} on ${second!.chainId}`)
    await expect.poll(() => page.locator('#wagmi-account').textContent()).toBe(`${address} on ${second!.chainId}`)
    await page.close()
  })

  it('loads a plugin from the folder portico-plugins copied, at pluginBaseUrl', async () => {
    const page = await openExample()
    const requests = recordRequests(page)
    await connectSandboxWallet(page)
    await modal(page).getByRole('button', { name: 'Receive' }).click()
    await modal(page).getByTestId('receive-qr').waitFor()
    expect(requests.map((r) => new URL(r.url()).pathname)).toContain('/portico-plugins/0.1.0/receive/remoteEntry.js')
    await page.close()
  })
})

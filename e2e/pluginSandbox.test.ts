import type { Page, Request } from 'playwright-core'
import { createPublicClient, http, parseEther, type Address } from 'viem'
import { beforeEach, describe, expect, inject, it } from 'vitest'
import { ANVIL_DEV_ADDRESSES } from '../toolchain/processes/anvil'
import { answerWallet, connectSandboxWallet, modal, recordRequests, useSandboxPage } from './browser'

// The plugin sandbox of `send`: what `npm start -- --plugin send` serves.
const sendSandboxUrl = inject('sendSandboxUrl')
const receiver = ANVIL_DEV_ADDRESSES[2] as Address
const chain = createPublicClient({ transport: http(inject('rpcUrl')) })

const currentPage = useSandboxPage(sendSandboxUrl)
let page: Page
beforeEach(() => {
  page = currentPage()
})

const path = (request: Request) => new URL(request.url()).pathname
const view = () => modal(page).getAttribute('data-view')

describe('plugin sandbox (send)', () => {
  it('offers Send alone, sends on anvil, and asks for no other plugin nor its mocks', async () => {
    const requests = recordRequests(page)
    const receiverBefore = await chain.getBalance({ address: receiver })
    await page.goto('/')
    await connectSandboxWallet(page)

    // The Account view: Send, and none of the other plugins' actions or tabs.
    const dialog = modal(page)
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(view).toBe('WalletSend')
    // The token list comes from send's balance mock, read from anvil.
    await expect.poll(() => dialog.getByTestId('send-select-token').textContent()).toContain('ETH')
    await dialog.getByLabel('Amount').fill('0.5')
    await dialog.getByLabel('Receiver address or name').fill(receiver)
    await dialog.getByRole('button', { name: 'Preview Send' }).click()
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await page.getByTestId('sandbox-wallet-prompt').getByText('eth_sendTransaction').waitFor()
    await answerWallet(page, 'Approve')
    await expect.poll(() => chain.getBalance({ address: receiver })).toBe(receiverBefore + parseEther('0.5'))
    await expect.poll(view).toBe('Account')
    expect(await dialog.getByRole('button', { name: 'Receive' }).count()).toBe(0)
    expect(await dialog.getByRole('button', { name: 'Buy' }).count()).toBe(0)
    expect(await dialog.getByRole('tab', { name: 'Activity' }).count()).toBe(0)
    await page.waitForLoadState('networkidle')

    const paths = requests.map(path)
    // The plugin index (where every plugin shows), then send's remote and nothing of the others.
    expect(paths.filter((p) => p.startsWith('/plugins/') && p !== '/plugins/index.json' && !p.startsWith('/plugins/send/'))).toEqual([])
    expect(paths).toContain('/plugins/send/remoteEntry.js')
    // Only send's mocks chunk loads, and no other plugin's backend is asked.
    expect(paths.filter((p) => /\/chunks\/mocks-/.test(p)).map((p) => p.replace(/^\/chunks\/(mocks-[a-z-]+)\..*$/, '$1'))).toEqual(['mocks-send'])
    expect(paths.filter((p) => /\/history$|\/onramp|\/generators\//.test(p))).toEqual([])
  })
})

import type { Page } from 'playwright-core'
import { beforeEach, describe, expect, inject, it } from 'vitest'
import { answerWallet, connectSandboxWallet, modal, useSandboxPage } from './browser'

const sandboxUrl = inject('sandboxUrl')
const [first, second] = inject('chains')

const currentPage = useSandboxPage(sandboxUrl)
let page: Page
beforeEach(() => {
  page = currentPage()
})

const walletChainId = (p: Page) =>
  p.evaluate(async () => {
    const provider = await new Promise<{ request: (a: { method: string }) => Promise<string> }>((resolve) => {
      window.addEventListener('eip6963:announceProvider', (e) => resolve((e as CustomEvent).detail.provider), { once: true })
      window.dispatchEvent(new Event('eip6963:requestProvider'))
    })
    return provider.request({ method: 'eth_chainId' })
  })

describe('networks', () => {
  it('switches to a chain the wallet does not know by adding it, then back', async () => {
    await page.goto('/')
    await connectSandboxWallet(page)
    const dialog = modal(page)
    await dialog.getByTestId('account-network').click()
    await expect.poll(() => dialog.getAttribute('data-view')).toBe('Networks')
    await dialog.getByRole('button', { name: new RegExp(`^${second!.name}(?: Active)?$`) }).click()
    // wallet_switchEthereumChain fails with 4902, so the wallet is asked to add the chain.
    const prompt = page.getByTestId('sandbox-wallet-prompt')
    await prompt.getByText('wallet_addEthereumChain').waitFor()
    await answerWallet(page, 'Approve')
    await expect.poll(() => dialog.getAttribute('data-view')).toBe('Account')
    await expect.poll(() => dialog.getByTestId('account-network').textContent()).toBe(second!.name)
    expect(await walletChainId(page)).toBe(`0x${second!.chainId.toString(16)}`)
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('@portico/connection') ?? '{}') as { activeCaipNetworkId?: string })
    expect(stored.activeCaipNetworkId).toBe(`eip155:${second!.chainId}`)

    // The wallet knows both now: switching back needs no prompt.
    await dialog.getByTestId('account-network').click()
    await dialog.getByRole('button', { name: new RegExp(`^${first!.name}(?: Active)?$`) }).click()
    await expect.poll(() => dialog.getByTestId('account-network').textContent()).toBe(first!.name)
    expect(await walletChainId(page)).toBe(`0x${first!.chainId.toString(16)}`)
  })

  it('the network button opens the Networks view and switching works before connecting', async () => {
    await page.goto('/')
    await page.locator('appkit-network-button button').click()
    const dialog = modal(page)
    await expect.poll(() => dialog.getAttribute('data-view')).toBe('Networks')
    await dialog.getByRole('button', { name: new RegExp(`^${second!.name}(?: Active)?$`) }).click()
    await expect.poll(() => page.locator('appkit-network-button button').textContent()).toBe(second!.name)
  })

  it('shows UnsupportedChain when the wallet moves to a chain the dapp did not configure', async () => {
    await page.goto('/')
    await connectSandboxWallet(page)
    await page.evaluate(() => {
      window.addEventListener(
        'eip6963:announceProvider',
        (e) => {
          const provider = (e as CustomEvent).detail.provider as { request: (a: unknown) => Promise<unknown> }
          void provider.request({
            method: 'wallet_addEthereumChain',
            params: [{ chainId: '0x7a6b', chainName: 'Elsewhere', rpcUrls: ['http://127.0.0.1:9'], nativeCurrency: { name: 'E', symbol: 'E', decimals: 18 } }],
          })
        },
        { once: true },
      )
      window.dispatchEvent(new Event('eip6963:requestProvider'))
    })
    await answerWallet(page, 'Approve')
    const dialog = modal(page)
    await expect.poll(() => dialog.getAttribute('data-view')).toBe('UnsupportedChain')
    await dialog.getByRole('alert').filter({ hasText: 'Unsupported chain' }).waitFor()
    await dialog.getByRole('button', { name: new RegExp(`^${first!.name}(?: Active)?$`) }).click()
    await expect.poll(() => dialog.getAttribute('data-view')).toBe('Account')
    expect(await walletChainId(page)).toBe(`0x${first!.chainId.toString(16)}`)
  })
})

import type { Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, type Address } from 'viem'
import { beforeEach, describe, expect, inject, it } from 'vitest'
import { ANVIL_DEV_ADDRESSES } from '../toolchain/processes/anvil'
import { connectSandboxWallet, modal, useSandboxPage } from './browser'

// The page's convert answers (served by the sandbox's mock service worker from the real pool) are
// rewritten on their way to the client, as a hostile or broken service would answer: the client must
// send nothing. The sandbox wallet is anvil's first account; its nonce and balances are the judge.
const sandboxUrl = inject('sandboxUrl')
const [first] = inject('chains')
const pusd = inject('tokens').find((t) => t.chainId === first?.chainId && t.symbol === 'PUSD')!.address as Address
const user = ANVIL_DEV_ADDRESSES[0] as Address
const attacker = '000000000000000000000000000000000000bad1'
const chain = createPublicClient({ transport: http(first?.rpcUrl) })

const currentPage = useSandboxPage(sandboxUrl)
let page: Page
beforeEach(() => {
  page = currentPage()
})

/** How one convert answer is rewritten: fields set (dotted paths), or a 32-byte word of `tx.data` replaced. */
interface Rewrite {
  path: string
  set?: Record<string, string>
  dataWord?: { index: number; hex: string }
  scale?: { field: string; by: string }
}

/** Before any page script: the page's fetch rewrites the JSON answers of the named convert paths. */
async function rewriteConvertAnswers(rewrites: Rewrite[]) {
  await page.addInitScript((rules: Rewrite[]) => {
    const original = window.fetch.bind(window)
    window.fetch = async (input, init) => {
      const response = await original(input, init)
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      const rule = rules.find((r) => new URL(url, location.href).pathname === r.path)
      if (!rule || !response.ok) return response
      const body = await response.json()
      const at = (dotted: string) => {
        const keys = dotted.split('.')
        const last = keys.pop()!
        return { holder: keys.reduce((object, key) => object[key], body), last }
      }
      for (const [dotted, value] of Object.entries(rule.set ?? {})) {
        const { holder, last } = at(dotted)
        holder[last] = value
      }
      if (rule.dataWord) {
        const start = 10 + rule.dataWord.index * 64
        body.tx.data = body.tx.data.slice(0, start) + rule.dataWord.hex.padStart(64, '0') + body.tx.data.slice(start + 64)
      }
      if (rule.scale) {
        const { holder, last } = at(rule.scale.field)
        holder[last] = (BigInt(holder[last]) * BigInt(rule.scale.by)).toString()
      }
      return new Response(JSON.stringify(body), { status: response.status, headers: response.headers })
    }
  }, rewrites)
}

const view = () => modal(page).getAttribute('data-view')
const nonce = () => chain.getTransactionCount({ address: user })
const balances = async () => [await chain.getBalance({ address: user }), await chain.readContract({ address: pusd, abi: erc20Abi, functionName: 'balanceOf', args: [user] })]

async function pickToken(side: 'source' | 'to', symbol: string) {
  await modal(page).getByTestId(`swap-${side}-token`).click()
  await modal(page).getByRole('searchbox', { name: 'Search token' }).fill(symbol.toLowerCase())
  await modal(page).getByRole('button', { name: new RegExp(`^${symbol}`) }).click()
  await expect.poll(view).toBe('Swap')
}

async function openSwap(from: string, to: string, amount: string) {
  await page.goto('/')
  await connectSandboxWallet(page)
  await modal(page).getByRole('button', { name: 'Swap', exact: true }).click()
  await expect.poll(view).toBe('Swap')
  await expect.poll(() => modal(page).getByTestId('swap-source-token').textContent()).toBe('ETH')
  if (from !== 'ETH') await pickToken('source', from)
  await pickToken('to', to)
  await modal(page).getByLabel('You pay').fill(amount)
}

/** Reviews and presses the review's button: the swap is refused before the wallet, and the Swap view says why. */
async function expectNothingSent(button: 'Swap' | 'Approve PUSD') {
  const [nonceBefore, balancesBefore] = [await nonce(), await balances()]
  await expect.poll(() => modal(page).getByRole('button', { name: 'Review Swap' }).isEnabled()).toBe(true)
  await modal(page).getByRole('button', { name: 'Review Swap' }).click()
  await expect.poll(view).toBe('SwapPreview')
  await modal(page).getByRole('button', { name: button, exact: true }).click()
  await modal(page).getByTestId('toast').filter({ hasText: 'Something went wrong' }).waitFor()
  await expect.poll(view).toBe('Swap')
  expect(await modal(page).getByTestId('swap-error').textContent()).toBe('Something went wrong: the transaction built for this swap does not match your review, so nothing was sent.')
  expect(await page.getByTestId('sandbox-wallet-prompt').getByText('eth_sendTransaction').count()).toBe(0)
  expect(await nonce()).toBe(nonceBefore)
  expect(await balances()).toEqual(balancesBefore)
}

describe('swaps sign only what the user reviewed', () => {
  it('a swap sent to another address than the router ("send 1 ETH to 0x...bad1") is never sent', async () => {
    await rewriteConvertAnswers([{ path: '/v1/convert/build-transaction', set: { 'tx.to': `eip155:${first?.chainId}:0x${attacker}`, 'tx.data': '0x' } }])
    await openSwap('ETH', 'PUSD', '1')
    await expectNothingSent('Swap')
  })

  // swapExactETHForTokens(amountOutMin, path, to, deadline): word 2 is the recipient, word 0 the minimum.
  it('a swap paying another recipient is never sent', async () => {
    await rewriteConvertAnswers([{ path: '/v1/convert/build-transaction', dataWord: { index: 2, hex: attacker } }])
    await openSwap('ETH', 'PUSD', '1')
    await expectNothingSent('Swap')
  })

  it('a swap with no minimum out is never sent', async () => {
    await rewriteConvertAnswers([{ path: '/v1/convert/build-transaction', dataWord: { index: 0, hex: '0' } }])
    await openSwap('ETH', 'PUSD', '1')
    await expectNothingSent('Swap')
  })

  it('an unlimited approval the review did not state is never sent', async () => {
    // approve(spender, amount): word 1 is the amount.
    await rewriteConvertAnswers([{ path: '/v1/convert/build-approve', dataWord: { index: 1, hex: 'f'.repeat(64) } }])
    await openSwap('PUSD', 'ETH', '10')
    await expect.poll(() => modal(page).getByRole('button', { name: 'Review Swap' }).isEnabled()).toBe(true)
    await modal(page).getByRole('button', { name: 'Review Swap' }).click()
    await expect.poll(() => modal(page).getByTestId('swap-approval').textContent()).toMatch(/to spend exactly 10 PUSD, then swaps\.$/)
    await modal(page).getByRole('button', { name: 'Cancel' }).click()
    await expectNothingSent('Approve PUSD')
  })

  it('an absurd quote (1.2e26 PUSD for 1 ETH) is refused in the Swap view and cannot be reviewed', async () => {
    await rewriteConvertAnswers([{ path: '/v1/convert/quotes', scale: { field: 'quotes.0.toAmount', by: String(10n ** 20n) } }])
    await openSwap('ETH', 'PUSD', '1')
    await expect.poll(() => modal(page).getByTestId('swap-quote-error').textContent()).toMatch(/^The quote is [\d,.]+% away from the market price, so it was refused\.$/)
    expect(await modal(page).getByRole('button', { name: 'Quote failed' }).isDisabled()).toBe(true)
  })
})

import type { Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, parseAbi, parseEther, parseUnits, type Address } from 'viem'
import { beforeEach, describe, expect, inject, it } from 'vitest'
import { ANVIL_DEV_ADDRESSES } from '../toolchain/processes/anvil'
import { answerWallet, connectSandboxWallet, modal, useSandboxPage } from './browser'

// The sandbox wallet is anvil's first account, which other test files use too: every check here is
// a delta over this test's own swap (test files run one at a time).
const sandboxUrl = inject('sandboxUrl')
const [first] = inject('chains')
const amm = inject('uniswapV2').find((a) => a.chainId === first?.chainId)!
const pusd = inject('tokens').find((t) => t.chainId === first?.chainId && t.symbol === 'PUSD')!.address as Address
const user = ANVIL_DEV_ADDRESSES[0] as Address
const chain = createPublicClient({ transport: http(first?.rpcUrl) })
const routerAbi = parseAbi(['function getAmountsOut(uint amountIn, address[] path) view returns (uint[] amounts)'])

const currentPage = useSandboxPage(sandboxUrl)
let page: Page
beforeEach(() => {
  page = currentPage()
})

const ethOf = () => chain.getBalance({ address: user })
const pusdOf = () => chain.readContract({ address: pusd, abi: erc20Abi, functionName: 'balanceOf', args: [user] })
const quoteOnChain = async (amount: bigint, path: Address[]) => (await chain.readContract({ address: amm.router as Address, abi: routerAbi, functionName: 'getAmountsOut', args: [amount, path] })).at(-1)!
const view = () => modal(page).getAttribute('data-view')
const toast = (text: string) => modal(page).getByTestId('toast').filter({ hasText: text }).waitFor()

async function openSwap(url = '/') {
  await page.goto(url)
  await connectSandboxWallet(page)
  await modal(page).getByRole('button', { name: 'Swap', exact: true }).click()
  await expect.poll(view).toBe('Swap')
  // The token list and balances come from Portico Server on anvil: longer than a page mock under load.
  await expect.poll(() => modal(page).getByTestId('swap-source-token').textContent(), { timeout: 10_000 }).toBe('ETH')
}

async function pickToken(side: 'source' | 'to', symbol: string) {
  await modal(page).getByTestId(`swap-${side}-token`).click()
  await expect.poll(view).toBe('SwapSelectToken')
  await modal(page).getByRole('searchbox', { name: 'Search token' }).fill(symbol.toLowerCase())
  await modal(page).getByRole('button', { name: new RegExp(`^${symbol}`) }).click()
  await expect.poll(view).toBe('Swap')
}

/** Types the amount and waits for the quote: the review button is enabled. */
async function quote(amount: string) {
  await modal(page).getByLabel('You pay').fill(amount)
  await modal(page).getByRole('button', { name: 'Review Swap' }).waitFor()
  await expect.poll(() => modal(page).getByRole('button', { name: 'Review Swap' }).isEnabled()).toBe(true)
}

async function walletAsks(answer: 'Approve' | 'Reject') {
  await page.getByTestId('sandbox-wallet-prompt').getByText('eth_sendTransaction').waitFor()
  await answerWallet(page, answer)
}

describe('swaps', () => {
  it('swaps ETH for PUSD on the sandbox pool: anvil moves what the quote said, and Activity lists it', async () => {
    const amount = parseEther('1')
    const [ethBefore, pusdBefore] = await Promise.all([ethOf(), pusdOf()])
    await openSwap()
    await pickToken('to', 'PUSD')
    await quote('1')
    const expected = await quoteOnChain(amount, [amm.weth as Address, pusd])
    expect(await modal(page).getByTestId('swap-slippage').textContent()).toBe('1%')
    expect(await modal(page).getByTestId('swap-rate').textContent()).toMatch(/^1 ETH = 1,9\d\d(\.\d+)? PUSD$/)
    expect(await modal(page).getByTestId('swap-network-fee').textContent()).toMatch(/^\$\d/)
    // The pool's 0.3% fee and its depth: the output is worth a little less than the input.
    expect(Number.parseFloat((await modal(page).getByTestId('swap-price-impact').textContent()) ?? '')).toBeGreaterThan(0.3)

    await modal(page).getByRole('button', { name: 'Review Swap' }).click()
    await expect.poll(view).toBe('SwapPreview')
    await modal(page).getByRole('button', { name: 'Swap', exact: true }).click()
    await walletAsks('Approve')
    await toast('Swapped 1 ETH for')
    await expect.poll(view).toBe('Account')

    // The chain is the judge: exactly the quote (nothing traded in between), within the slippage.
    const received = (await pusdOf()) - pusdBefore
    expect(received).toBe(expected)
    expect(received * 100n >= expected * 99n).toBe(true)
    const ethAfter = await ethOf()
    expect(ethAfter < ethBefore - amount && ethAfter > ethBefore - amount - parseEther('0.01')).toBe(true)

    await modal(page).getByRole('tab', { name: 'Activity' }).click()
    const activity = modal(page).getByRole('tabpanel')
    await expect.poll(() => activity.getByTestId('transaction-description').first().textContent()).toContain('PUSD')
    expect(await activity.getByTestId('transaction-title').first().textContent()).toBe('Trade')
    // The form was reset.
    await modal(page).getByRole('button', { name: 'Swap', exact: true }).click()
    expect(await modal(page).getByLabel('You pay').inputValue()).toBe('')
  })

  it('swaps PUSD for ETH, approving the router first (the wallet asks twice)', async () => {
    const amount = parseUnits('100', 6)
    const [ethBefore, pusdBefore] = await Promise.all([ethOf(), pusdOf()])
    await openSwap()
    await pickToken('source', 'PUSD')
    await pickToken('to', 'ETH')
    await quote('100')
    const expected = await quoteOnChain(amount, [pusd, amm.weth as Address])
    await modal(page).getByRole('button', { name: 'Review Swap' }).click()
    const approve = modal(page).getByRole('button', { name: 'Approve PUSD' })
    await approve.waitFor()
    // The review says who may spend how much: the sandbox router, exactly the swap's amount.
    const router = `${amm.router.slice(0, 4)}...${amm.router.slice(-6)}`
    expect(await modal(page).getByTestId('swap-approval').textContent()).toBe(`Your wallet first allows ${router} to spend exactly 100 PUSD, then swaps.`)
    await approve.click()
    await walletAsks('Approve') // approve
    await walletAsks('Approve') // swap
    await toast('Swapped 100 PUSD for')

    expect(await pusdOf()).toBe(pusdBefore - amount)
    // An exact approval: the swap spent all of it.
    expect(await chain.readContract({ address: pusd, abi: erc20Abi, functionName: 'allowance', args: [user, amm.router as Address] })).toBe(0n)
    // ETH in: the quote, less two transactions' gas, and never below the minimum received.
    const gained = (await ethOf()) - ethBefore
    expect(gained <= expected).toBe(true)
    expect(gained >= (expected * 99n) / 100n - parseEther('0.01')).toBe(true)
  })

  it('an amount above the balance says so and cannot be reviewed', async () => {
    await openSwap()
    await pickToken('to', 'PUSD')
    await modal(page).getByLabel('You pay').fill('100000000')
    const button = modal(page).getByRole('button', { name: 'Insufficient ETH balance' })
    await button.waitFor()
    expect(await button.isDisabled()).toBe(true)
  })

  it('a rejection in the wallet moves nothing and keeps the draft', async () => {
    const pusdBefore = await pusdOf()
    await openSwap()
    await pickToken('to', 'PUSD')
    await quote('0.5')
    await modal(page).getByRole('button', { name: 'Review Swap' }).click()
    await modal(page).getByRole('button', { name: 'Swap', exact: true }).click()
    await walletAsks('Reject')
    await toast('Failed to send transaction. Please try again.')
    await expect.poll(view).toBe('Swap')
    expect(await modal(page).getByLabel('You pay').inputValue()).toBe('0.5')
    expect(await modal(page).getByTestId('swap-to-token').textContent()).toBe('PUSD')
    await modal(page).getByTestId('swap-error').waitFor()
    expect(await pusdOf()).toBe(pusdBefore)
  })

  it('opens prefilled from open({ view: "Swap", arguments })', async () => {
    await page.goto('/')
    await connectSandboxWallet(page)
    await page.evaluate(() =>
      (window as unknown as { __porticoAppKit: { open: (o: unknown) => Promise<void> } }).__porticoAppKit.open({ view: 'Swap', arguments: { fromToken: 'PUSD', toToken: 'PEUR', amount: '10' } }),
    )
    await expect.poll(view).toBe('Swap')
    await expect.poll(() => modal(page).getByTestId('swap-source-token').textContent()).toBe('PUSD')
    expect(await modal(page).getByTestId('swap-to-token').textContent()).toBe('PEUR')
    expect(await modal(page).getByLabel('You pay').inputValue()).toBe('10')
    await expect.poll(() => modal(page).getByRole('button', { name: 'Review Swap' }).isEnabled()).toBe(true)
  })

  it('is not offered on a network that cannot swap, and Swap there says why', async () => {
    await page.goto('/?swapChainIds=31337')
    await connectSandboxWallet(page)
    await modal(page).getByRole('button', { name: 'Swap', exact: true }).waitFor()
    await modal(page).getByTestId('account-network').click()
    await modal(page).getByRole('button', { name: /^Anvil Two/ }).click()
    await answerWallet(page, 'Approve') // the wallet adds the second chain
    await expect.poll(() => modal(page).getByTestId('account-network').textContent()).toBe('Anvil Two')
    await expect.poll(() => modal(page).getByRole('button', { name: 'Swap', exact: true }).count()).toBe(0)
    await page.evaluate(() => (window as unknown as { __porticoAppKit: { open: (o: unknown) => Promise<void> } }).__porticoAppKit.open({ view: 'Swap' }))
    await modal(page).getByRole('alert').filter({ hasText: 'Network not supported for Swaps' }).waitFor()
  })
})

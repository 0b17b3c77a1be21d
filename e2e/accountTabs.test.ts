import type { Locator, Page, Request } from 'playwright-core'
import { createPublicClient, erc20Abi, formatEther, formatUnits, http, parseAbi, zeroAddress, type Address } from 'viem'
import { beforeEach, describe, expect, inject, it } from 'vitest'
import { formatBalance } from '../contracts/src/format/formatBalance'
import { ANVIL_DEV_ADDRESSES } from '../toolchain/processes/anvil'
import { answerWallet, connectSandboxWallet, modal, useSandboxPage } from './browser'

const sandboxUrl = inject('sandboxUrl')
const chainId = inject('chains')[0]?.chainId
const secondChain = inject('chains')[1]!
const tokens = inject('tokens').filter((t) => t.chainId === chainId)
const account = ANVIL_DEV_ADDRESSES[0] as Address
const chain = createPublicClient({ transport: http(inject('rpcUrl')) })
const amm = inject('uniswapV2').find((a) => a.chainId === chainId)!
const ammAbi = parseAbi([
  'function getPair(address, address) view returns (address)',
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function token0() view returns (address)',
  'function decimals() view returns (uint8)',
])

const currentPage = useSandboxPage(sandboxUrl)
let page: Page
beforeEach(() => {
  page = currentPage()
})

const isBalance = (r: Request) => /\/v1\/account\/0x[0-9a-fA-F]{40}\/balance$/.test(new URL(r.url()).pathname)
const view = () => modal(page).getAttribute('data-view')
const tabs = () => modal(page).getByRole('tab')
const panel = () => modal(page).getByRole('tabpanel')

/** The account's balances on the first anvil chain, as the Tokens tab must show them: "quantity SYMBOL". */
async function chainBalances(blockNumber?: bigint): Promise<string[]> {
  const eth = `${formatBalance(formatEther(await chain.getBalance({ address: account, blockNumber })))} ETH`
  const erc20 = await Promise.all(
    tokens.map(async (t) => {
      const amount = await chain.readContract({ address: t.address as Address, abi: erc20Abi, functionName: 'balanceOf', args: [account], blockNumber })
      return `${formatBalance(formatUnits(amount, t.decimals))} ${t.symbol}`
    }),
  )
  return [eth, ...erc20]
}

/**
 * The account's balances as of each block of the last 35 s, newest first: Portico Server keeps
 * balances 30 s, so what the page shows is one of them (another file may have sent just before).
 */
async function recentChainBalances(): Promise<string[][]> {
  const latest = await chain.getBlock()
  const since = latest.timestamp - 35n
  const seen: string[][] = []
  for (let number = latest.number; number >= 0n; number -= 1n) {
    const block = number === latest.number ? latest : await chain.getBlock({ blockNumber: number })
    if (block.timestamp < since && seen.length > 0) break
    seen.push(await chainBalances(number))
  }
  return seen
}

/** One whole `base` in PUSD from their Uniswap V2 pool's reserves on anvil (the price source the sandbox's server reads). */
async function poolPriceInPusd(base: Address): Promise<number> {
  const pusd = tokens.find((t) => t.symbol === 'PUSD')!.address as Address
  if (base.toLowerCase() === pusd.toLowerCase()) return 1
  const pair = await chain.readContract({ address: amm.factory as Address, abi: ammAbi, functionName: 'getPair', args: [base, pusd] })
  expect(pair).not.toBe(zeroAddress)
  const [[r0, r1], token0, decimals] = await Promise.all([
    chain.readContract({ address: pair, abi: ammAbi, functionName: 'getReserves' }),
    chain.readContract({ address: pair, abi: ammAbi, functionName: 'token0' }),
    chain.readContract({ address: base, abi: ammAbi, functionName: 'decimals' }),
  ])
  const [baseReserve, pusdReserve] = token0.toLowerCase() === base.toLowerCase() ? [r0, r1] : [r1, r0]
  return Number(formatUnits(pusdReserve, 6)) / Number(formatUnits(baseReserve, decimals))
}

/** What each Tokens row is worth in dollars on anvil: its balance at its pool price. */
async function chainValuesInUsd(): Promise<number[]> {
  const ethPrice = await poolPriceInPusd(amm.weth as Address)
  const eth = Number(formatEther(await chain.getBalance({ address: account }))) * ethPrice
  const erc20 = await Promise.all(
    tokens.map(async (t) => {
      const amount = await chain.readContract({ address: t.address as Address, abi: erc20Abi, functionName: 'balanceOf', args: [account] })
      return Number(formatUnits(amount, t.decimals)) * (await poolPriceInPusd(t.address as Address))
    }),
  )
  return [eth, ...erc20]
}

/**
 * Clicks `tab` in the page and waits, frame by frame, for `selector` inside the modal: the time
 * from the click to the first frame that has it, in ms (no round trip to the test process).
 */
const clickUntilPainted = (target: Locator, selector: string) =>
  target.evaluate(async (element: HTMLElement, wanted: string) => {
    const found = () => document.querySelector('portico-modal, appkit-modal')?.shadowRoot?.querySelector(wanted)
    const start = performance.now()
    element.click()
    while (!found()) {
      if (performance.now() - start > 10_000) throw new Error(`${wanted} never painted`)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    return performance.now() - start
  }, selector)

describe('account tabs', () => {
  it('shows Tokens, NFTs, Activity in that order, Tokens first with the anvil balances, worth their Uniswap pool prices', async () => {
    await page.goto('/')
    await connectSandboxWallet(page)
    await expect.poll(() => tabs().allTextContents()).toEqual(['Tokens', 'NFTs', 'Activity'])
    expect(await tabs().first().getAttribute('aria-selected')).toBe('true')

    const rows = panel().getByTestId('token')
    await rows.first().waitFor()
    expect(tokens.map((t) => t.symbol)).toEqual(['PUSD', 'PEUR'])
    expect(await recentChainBalances()).toContainEqual(await panel().getByTestId('token-quantity').allTextContents())
    expect(await panel().getByTestId('token-name').allTextContents()).toEqual(['Ether', 'Portico Dollar', 'Portico Euro'])
    // The balance API also lists an NFT collection (decimals '0'): never a token here.
    expect(await rows.count()).toBe(3)
    // The local chains are priced from their pools (Portico Server's price engine), as a mainnet is:
    // each value is the balance at the pool's price; within 5 %, as the server keeps balances and
    // prices 30 s and another file's swap may have moved the pool since.
    const shownValues = (await panel().getByTestId('token-value').allTextContents()).map((text) => {
      expect(text).toMatch(/^\$[\d,]+\.\d\d$/)
      return Number(text.slice(1).replaceAll(',', ''))
    })
    const expectedValues = await chainValuesInUsd()
    expect(shownValues).toHaveLength(3)
    shownValues.forEach((shown, index) => expect(Math.abs(shown - expectedValues[index]!)).toBeLessThanOrEqual(Math.max(0.01, expectedValues[index]! * 0.05)))

    // Back to Tokens from Activity: the chunk and the balances (30 s) are there, nothing is asked again.
    const balanceRequests: Request[] = []
    page.on('request', (r) => {
      if (isBalance(r)) balanceRequests.push(r)
    })
    await tabs().filter({ hasText: 'Activity' }).click()
    await panel().getByTestId('transaction').first().waitFor()
    const ms = await clickUntilPainted(tabs().filter({ hasText: 'Tokens' }), '[data-testid="token-list"]')
    console.log(`[accountTabs] click Tokens -> painted: ${ms.toFixed(1)} ms (chunk and balances cached)`)
    expect(balanceRequests).toEqual([])

    // A new page restores the connection: opening the modal shows Account with Tokens, whose
    // chunk and balances load now (cold).
    await page.reload()
    await expect.poll(() => page.getByTestId('dapp-status').textContent()).toBe('connected')
    const cold = await clickUntilPainted(page.locator('appkit-button button'), '[data-testid="token-list"]')
    console.log(`[accountTabs] open the modal on Account -> Tokens painted: ${cold.toFixed(1)} ms (cold: Tokens chunk and balance request)`)
    expect(balanceRequests.length).toBe(1)
  })

  it('opens Send with the clicked token', async () => {
    await page.goto('/')
    await connectSandboxWallet(page)
    const pusd = panel().getByTestId('token').filter({ hasText: 'Portico Dollar' })
    const quantity = await pusd.getByTestId('token-quantity').textContent()
    await pusd.getByRole('button').click()
    await expect.poll(view).toBe('WalletSend')
    await expect.poll(() => modal(page).getByTestId('send-select-token').textContent()).toBe('PUSD')
    expect(await modal(page).getByTestId('send-token-balance').textContent()).toBe(quantity)
    // Back on Account, another token opens Send with that one.
    await modal(page).getByRole('button', { name: 'Back' }).click()
    await expect.poll(view).toBe('Account')
    await panel().getByTestId('token').filter({ hasText: 'Portico Euro' }).getByRole('button').click()
    await expect.poll(() => modal(page).getByTestId('send-select-token').textContent()).toBe('PEUR')
  })

  it('lists tokens that are not buttons when Send is off', async () => {
    await page.goto('/?features=send:false')
    await connectSandboxWallet(page)
    await panel().getByTestId('token').first().waitFor()
    expect(await panel().getByTestId('token').count()).toBe(3)
    expect(await panel().getByRole('button').count()).toBe(0)
  })

  it("says 'Token Balance Unavailable' when the balance API fails, and does not ask again for 30 s", async () => {
    const balanceRequests: Request[] = []
    page.on('request', (r) => {
      if (isBalance(r)) balanceRequests.push(r)
    })
    await page.goto('/?balanceFailures=1')
    await connectSandboxWallet(page)
    await expect.poll(() => panel().getByRole('alert').textContent()).toBe('Token Balance Unavailable')
    expect(balanceRequests).toHaveLength(1)
    // Leaving the tab and coming back within 30 s: still unavailable, no new request.
    await tabs().filter({ hasText: 'Activity' }).click()
    await panel().getByTestId('transaction').first().waitFor()
    await tabs().filter({ hasText: 'Tokens' }).click()
    expect(await panel().getByRole('alert').textContent()).toBe('Token Balance Unavailable')
    expect(balanceRequests).toHaveLength(1)
  })

  it("lists the history's NFTs, never the spam, older pages on request", async () => {
    await page.goto('/')
    await connectSandboxWallet(page)
    await tabs().filter({ hasText: 'NFTs' }).click()
    const names = panel().getByTestId('nft-name')
    const older = panel().getByRole('button', { name: 'Look in older activity' })
    // The sandbox account's NFTs on anvil (the setup minted Portico Pass #1 to #4 and a spam airdrop, the
    // server flags its collection as spam); the tests' own transactions may come first, on newer pages.
    for (let i = 0; i < 10 && (await names.count()) < 2; i++) {
      await older.or(names.first()).first().waitFor()
      if (await older.count()) await older.click()
      await expect.poll(() => panel().locator('.nfts-tab').getAttribute('aria-busy')).toBe('false')
    }
    const shown = await names.allTextContents()
    expect(shown.length).toBeGreaterThanOrEqual(2)
    expect(shown.every((name) => /^Portico Pass #\d+$/.test(name))).toBe(true)
    expect(await panel().getByText(/free-usdt/).count()).toBe(0)
  })

  it('has an honest empty state when the history holds no NFTs', async () => {
    // The sandbox account's NFTs are on the first chain: the second holds none.
    await page.goto('/')
    await connectSandboxWallet(page)
    await modal(page).getByTestId('account-network').click()
    await modal(page).getByRole('button', { name: new RegExp(`^${secondChain.name}(?: Active)?$`) }).click()
    await page.getByTestId('sandbox-wallet-prompt').getByText('wallet_addEthereumChain').waitFor()
    await answerWallet(page, 'Approve')
    await expect.poll(() => modal(page).getByTestId('account-network').textContent()).toBe(secondChain.name)
    await tabs().filter({ hasText: 'NFTs' }).click()
    const older = panel().getByRole('button', { name: 'Look in older activity' })
    const empty = panel().getByTestId('nfts-empty')
    for (let i = 0; i < 10; i++) {
      await empty.waitFor()
      if ((await older.count()) === 0) break
      await older.click()
    }
    await expect.poll(() => empty.textContent()).toBe('No NFTs yet')
    expect(await panel().getByTestId('nft').count()).toBe(0)
  })

  it('has neither NFTs nor Activity when history is off', async () => {
    await page.goto('/?features=history:false')
    await connectSandboxWallet(page)
    await panel().getByTestId('token').first().waitFor()
    await page.waitForLoadState('networkidle')
    expect(await tabs().allTextContents()).toEqual(['Tokens'])
  })
})

import { SWAP_NATIVE_TOKEN_ADDRESS, SWAP_SLIPPAGE_TOLERANCE } from '@portico/contracts'
import { createPublicClient, http, parseEther, parseUnits, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { approveTransactionResponseSchema, quotesResponseSchema, swapTransactionResponseSchema, tokensResponseSchema, allowanceResponseSchema, gasPriceResponseSchema } from '../../plugins/swaps/src/api/schemas'
import { checkApproveCall } from '../../plugins/swaps/src/guard/checkApproveCall'
import { checkSwapCall } from '../../plugins/swaps/src/guard/checkSwapCall'
import { minimumReceived } from '../../plugins/swaps/src/math/swapMath'
import { buildConvertApprove } from '../../server/src/engines/convert/buildConvertApprove'
import { buildConvertTransaction } from '../../server/src/engines/convert/buildConvertTransaction'
import { getConvertAllowance } from '../../server/src/engines/convert/getConvertAllowance'
import { getConvertGasPrice } from '../../server/src/engines/convert/getConvertGasPrice'
import { getConvertQuotes } from '../../server/src/engines/convert/getConvertQuotes'
import { getConvertTokens } from '../../server/src/engines/convert/getConvertTokens'
import type { ConvertDeps } from '../../server/src/engines/convert/swapChain'
import { ANVIL_DEV_ADDRESSES, startAnvil, type AnvilInstance } from '../../toolchain/processes/anvil'
import { deploySandboxTokens } from './deployToken'
import { deploySandboxUniswap } from './deployUniswap'

// Portico Server's convert answers, read by the swaps plugin as the modal reads them: its schemas,
// then its guard, which must accept every approval and swap the server builds.
const user = ANVIL_DEV_ADDRESSES[0] as Address
const caip = (address: string) => `eip155:31337:${address}`

describe("the swaps plugin's guard on Portico Server's convert answers", () => {
  let anvil: AnvilInstance
  let deps: ConvertDeps
  let pusd: Address
  let peur: Address
  let router: Address
  let weth: Address

  beforeAll(async () => {
    anvil = await startAnvil({ port: 0, chainId: 31337 })
    const chains = [{ chainId: 31337, rpcUrl: anvil.rpcUrl, name: 'Anvil' }]
    const tokens = await deploySandboxTokens(chains)
    const amm = (await deploySandboxUniswap(chains, tokens))[0]!.uniswapV2
    ;[pusd, peur, router, weth] = [tokens[0]!.address as Address, tokens[1]!.address as Address, amm.router as Address, amm.weth as Address]
    const client = createPublicClient({ transport: http(anvil.rpcUrl, { batch: true }) })
    const swapTokens = tokens.map((t) => ({ ...t, address: t.address as Address }))
    deps = { swapChains: new Map([[31337, { chainId: 31337, client, uniswapV2: { factory: amm.factory as Address, router, weth }, tokens: async () => swapTokens, connectors: [pusd] }]]) }
  }, 60_000)
  afterAll(async () => {
    await anvil?.stop()
  })

  it('parses tokens, quotes, allowance and gas price with the plugin schemas', async () => {
    expect(tokensResponseSchema.parse(await getConvertTokens({ projectId: 'p', chainId: 'eip155:31337' }, deps)).tokens.map((t) => t.symbol)).toEqual(['ETH', 'PUSD', 'PEUR'])
    const quotes = quotesResponseSchema.parse(await getConvertQuotes({ projectId: 'p', amount: '1000000', from: caip(pusd), to: caip(peur) }, deps))
    expect(quotes.quotes[0]!.toAmount > 0n).toBe(true)
    expect(allowanceResponseSchema.parse(await getConvertAllowance({ projectId: 'p', tokenAddress: caip(pusd), userAddress: caip(user) }, deps)).allowance).toBe(0n)
    expect(gasPriceResponseSchema.parse(await getConvertGasPrice({ projectId: 'p', chainId: 'eip155:31337' }, deps)).standard > 0n).toBe(true)
  })

  const swaps = [
    { name: 'ETH -> PUSD', from: () => SWAP_NATIVE_TOKEN_ADDRESS as Address, to: () => pusd, amount: parseEther('0.5') },
    { name: 'PUSD -> ETH', from: () => pusd, to: () => SWAP_NATIVE_TOKEN_ADDRESS as Address, amount: parseUnits('100', 6) },
    { name: 'ETH -> PEUR (two hops)', from: () => SWAP_NATIVE_TOKEN_ADDRESS as Address, to: () => peur, amount: parseEther('0.1') },
    { name: 'PEUR -> PUSD', from: () => peur, to: () => pusd, amount: parseEther('10') },
  ]
  it.each(swaps)('the guard accepts the approval and the swap of $name', async ({ from, to, amount }) => {
    const now = Math.floor(Date.now() / 1000)
    const quote = quotesResponseSchema.parse(await getConvertQuotes({ projectId: 'p', amount: amount.toString(), from: caip(from()), to: caip(to()) }, deps)).quotes[0]!
    if (from() !== SWAP_NATIVE_TOKEN_ADDRESS) {
      const approve = approveTransactionResponseSchema.parse(await buildConvertApprove({ projectId: 'p', from: caip(from()), to: caip(to()), amount: amount.toString() }, deps))
      expect(checkApproveCall(approve.tx.data as Hex, { routers: [router], amount })).toBe(router)
    }
    const body = { projectId: 'p', amount: amount.toString(), from: caip(from()), to: caip(to()), userAddress: caip(user), eip155: { slippage: SWAP_SLIPPAGE_TOLERANCE }, disableEstimate: true }
    const { tx } = swapTransactionResponseSchema.parse(await buildConvertTransaction(body, deps))
    const checked = await checkSwapCall(
      { to: tx.to.split(':')[2] as Address, data: tx.data as Hex },
      { account: user, input: from(), output: to(), amountIn: amount, minimumOut: minimumReceived(quote.toAmount, SWAP_SLIPPAGE_TOLERANCE), routers: [router], now, wrappedNative: async () => weth },
    )
    expect(checked.call).toMatch(/^UniswapV2Router02\.swapExact/)
  })
})

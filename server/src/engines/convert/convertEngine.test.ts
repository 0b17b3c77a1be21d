import { SWAP_NATIVE_TOKEN_ADDRESS } from '@portico/contracts'
import { createClient, createPublicClient, decodeFunctionData, erc20Abi, http, maxUint256, parseEther, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { sendTransaction, waitForTransactionReceipt } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deploySandboxTokens } from '../../../../sandbox/scripts/deployToken'
import { deploySandboxUniswap } from '../../../../sandbox/scripts/deployUniswap'
import { ANVIL_DEV_ADDRESSES, ANVIL_DEV_PRIVATE_KEYS, startAnvil, type AnvilInstance } from '../../../../toolchain/processes/anvil'
import { HostedError } from '../hostedError'
import { buildConvertApprove } from './buildConvertApprove'
import { buildConvertTransaction } from './buildConvertTransaction'
import { getConvertAllowance } from './getConvertAllowance'
import { getConvertGasPrice } from './getConvertGasPrice'
import { getConvertQuotes } from './getConvertQuotes'
import { getConvertTokens } from './getConvertTokens'
import { uniswapV2RouterAbi } from './quoteSwap'
import type { ConvertDeps } from './swapChain'

// The convert engine against a real anvil with the sandbox's Uniswap V2 pools (1 ETH = 2000 PUSD, 1 PEUR = 1.1 PUSD).
const user = ANVIL_DEV_ADDRESSES[0] as Address
const caip = (address: string) => `eip155:31337:${address}`
const ETH = caip(SWAP_NATIVE_TOKEN_ADDRESS)
const refusal = async (run: Promise<unknown>) => {
  const error = await run.then(() => undefined, (thrown: unknown) => thrown)
  expect(error).toBeInstanceOf(HostedError)
  return { status: (error as HostedError).status, body: (error as HostedError).body }
}

describe('convert engine on the sandbox pools', () => {
  let anvil: AnvilInstance
  let deps: ConvertDeps
  let pusd: Address
  let peur: Address
  let router: Address

  beforeAll(async () => {
    anvil = await startAnvil({ port: 0, chainId: 31337 })
    const chains = [{ chainId: 31337, rpcUrl: anvil.rpcUrl, name: 'Anvil' }]
    const tokens = await deploySandboxTokens(chains)
    const amm = (await deploySandboxUniswap(chains, tokens))[0]!.uniswapV2
    ;[pusd, peur, router] = [tokens[0]!.address as Address, tokens[1]!.address as Address, amm.router as Address]
    const client = createPublicClient({ transport: http(anvil.rpcUrl, { batch: true }) })
    deps = {
      swapChains: new Map([
        [31337, { chainId: 31337, client, uniswapV2: { factory: amm.factory as Address, router, weth: amm.weth as Address }, tokens: async () => tokens.map((t) => ({ ...t, address: t.address as Address })), connectors: [pusd] }],
      ]),
    }
  }, 60_000)
  afterAll(async () => {
    await anvil?.stop()
  })

  it('lists the native token and the configured tokens; another chain is the service 400', async () => {
    const { tokens } = await getConvertTokens({ projectId: 'p', chainId: 'eip155:31337' }, deps)
    expect(tokens.map((t) => [t.symbol, t.address])).toEqual([['ETH', ETH], ['PUSD', caip(pusd)], ['PEUR', caip(peur)]])
    expect((await getConvertTokens({ projectId: 'p', chainId: 'eip155:31337', address: pusd.toLowerCase() }, deps)).tokens.map((t) => t.symbol)).toEqual(['PUSD'])
    const other = await refusal(getConvertTokens({ projectId: 'p', chainId: 'eip155:1' }, deps))
    expect(other.status).toBe(400)
    expect(other.body.reasons[0]?.field).toBe('chainId')
    expect((await refusal(getConvertTokens({ projectId: 'p', chainId: '31337' }, deps))).body.reasons[0]?.field).toBe('chainId')
  })

  it('quotes by the router over the best route, two hops where no pool joins the tokens', async () => {
    const { quotes } = await getConvertQuotes({ projectId: 'p', amount: parseEther('1').toString(), from: ETH, to: caip(pusd), userAddress: caip(user) }, deps)
    expect(quotes[0]).toMatchObject({ fromAmount: parseEther('1').toString(), fromAccount: ETH, toAccount: caip(pusd) })
    expect(Number(quotes[0]!.toAmount) / 1e6).toBeCloseTo(1955.02, 1)
    // ETH -> PEUR: no pool of its own, through PUSD: 1955 PUSD then less the second pool's fee and price impact.
    const twoHops = await getConvertQuotes({ projectId: 'p', amount: parseEther('1').toString(), from: ETH, to: caip(peur) }, deps)
    expect(Number(BigInt(twoHops.quotes[0]!.toAmount) / 10n ** 15n) / 1000).toBeCloseTo(1741.1, 0)
    expect(await refusal(getConvertQuotes({ projectId: 'p', amount: '1000', from: caip(pusd), to: caip(pusd) }, deps))).toEqual({
      status: 400,
      body: { status: 'FAILED', reasons: [{ field: '', description: 'Conversion parameter error: Insufficient liquidity' }] },
    })
    expect((await refusal(getConvertQuotes({ projectId: 'p', amount: '1.5', from: ETH, to: caip(pusd) }, deps))).body.reasons[0]?.field).toBe('amount')
  })

  it('reads allowances, builds an exact approval and a swap that the chain runs', async () => {
    const wallet = createClient({ account: privateKeyToAccount(ANVIL_DEV_PRIVATE_KEYS[0]), transport: http(anvil.rpcUrl) })
    const chain = createPublicClient({ transport: http(anvil.rpcUrl) })
    const send = async (to: Address, data: Hex, value = 0n) => {
      const hash = await sendTransaction(wallet, { chain: null, to, data, value })
      expect((await waitForTransactionReceipt(chain, { hash })).status).toBe('success')
    }
    const allowance = async () => (await getConvertAllowance({ projectId: 'p', tokenAddress: caip(pusd), userAddress: caip(user) }, deps)).allowance
    expect(await allowance()).toBe('0')
    // Without the approval the node cannot run the swap: a 400, unless the client asks not to estimate.
    const swap = { projectId: 'p', userAddress: caip(user), amount: '5000000', from: caip(pusd), to: ETH, eip155: { slippage: 1 } }
    expect((await refusal(buildConvertTransaction(swap, deps))).body.reasons[0]?.description).toMatch(/^Conversion parameter error: the swap would fail/)
    expect(BigInt((await buildConvertTransaction({ ...swap, disableEstimate: true }, deps)).tx.eip155.gas)).toBeGreaterThan(0n)

    const approve = await buildConvertApprove({ projectId: 'p', from: caip(pusd), to: ETH, amount: '5000000' }, deps)
    expect(approve.tx).toMatchObject({ from: caip(pusd), to: ETH, value: '0' })
    expect(Object.keys(approve.tx.eip155)).toEqual(['gasPrice'])
    expect(decodeFunctionData({ abi: erc20Abi, data: approve.tx.data }).args).toEqual([router, 5_000_000n])
    // AppKit asks with no amount (and its userAddress): the hosted service's unlimited approval.
    const unlimited = await buildConvertApprove({ projectId: 'p', from: caip(pusd), to: ETH, userAddress: caip(user) }, deps)
    expect(decodeFunctionData({ abi: erc20Abi, data: unlimited.tx.data }).args).toEqual([router, maxUint256])
    await send(pusd, approve.tx.data)
    expect(await allowance()).toBe('5000000')

    const at = Date.now()
    const { tx } = await buildConvertTransaction(swap, deps, () => at)
    expect(tx.to).toBe(caip(router.toLowerCase()))
    expect(tx.from).toBe(caip(user.toLowerCase()))
    const { functionName, args } = decodeFunctionData({ abi: uniswapV2RouterAbi, data: tx.data })
    expect(functionName).toBe('swapExactTokensForETH')
    // The minimum out is the quote less 1 %, the recipient the user, the deadline 20 minutes ahead.
    expect(args).toEqual([5_000_000n, (BigInt(tx.amount) * 99n) / 100n, [pusd, deps.swapChains.get(31337)!.uniswapV2.weth], user, BigInt(Math.floor(at / 1000) + 1200)])
    const built = await buildConvertTransaction(swap, deps)
    const before = await chain.getBalance({ address: user })
    await send(router, built.tx.data)
    expect(await chain.readContract({ address: pusd, abi: erc20Abi, functionName: 'allowance', args: [user, router] })).toBe(0n)
    expect((await chain.getBalance({ address: user })) > before - parseEther('0.01')).toBe(true)
  })

  it('refuses a string slippage, a missing one and one too wide; answers the gas price at three speeds', async () => {
    const swap = { projectId: 'p', userAddress: caip(user), amount: parseEther('1').toString(), from: ETH, to: caip(pusd) }
    expect((await refusal(buildConvertTransaction({ ...swap, eip155: { slippage: '1' } }, deps))).body.reasons[0]?.field).toBe('eip155.slippage')
    expect((await refusal(buildConvertTransaction(swap, deps))).body.reasons[0]?.description).toBe('Conversion parameter error: slippage parameter is necessary for this type of conversion')
    expect((await refusal(buildConvertTransaction({ ...swap, eip155: { slippage: 51 } }, deps))).status).toBe(400)
    const ethIn = await buildConvertTransaction({ ...swap, eip155: { slippage: 2 } }, deps)
    expect(decodeFunctionData({ abi: uniswapV2RouterAbi, data: ethIn.tx.data }).functionName).toBe('swapExactETHForTokens')
    const price = await getConvertGasPrice({ projectId: 'p', chainId: 'eip155:31337' }, deps)
    expect(BigInt(price.standard) > 0n && BigInt(price.fast) >= BigInt(price.standard) && BigInt(price.instant) >= BigInt(price.fast)).toBe(true)
  })

  it('answers 503 in the service shape when the node is down', async () => {
    const down = createPublicClient({ transport: http('http://127.0.0.1:9', { retryCount: 0, timeout: 2_000 }) })
    const chain = deps.swapChains.get(31337)!
    const broken: ConvertDeps = { swapChains: new Map([[31337, { ...chain, client: down }]]) }
    expect(await refusal(getConvertGasPrice({ projectId: 'p', chainId: 'eip155:31337' }, broken))).toEqual({
      status: 503,
      body: { status: 'FAILED', reasons: [{ field: 'transport', description: 'We failed to reach the provider for your request' }] },
    })
    expect((await refusal(getConvertQuotes({ projectId: 'p', amount: '1000', from: ETH, to: caip(pusd) }, broken))).status).toBe(503)
  })
})

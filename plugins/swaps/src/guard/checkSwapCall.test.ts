import { encodeFunctionData, erc20Abi, getAddress, maxUint256, parseEther, zeroAddress, type Address, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { checkSwapCall, type ReviewedSwap } from './checkSwapCall'
import { oneInchV6RouterAbi, uniswapV2RouterAbi } from './routerAbis'
import { UnsafeSwapError } from './unsafeSwapError'

const router = getAddress('0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0')
const oneInch = getAddress('0x111111125421ca6dc452d289314280a0f8842a65')
const weth = getAddress('0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9')
const pusd = getAddress('0x5FbDB2315678afecb367f032d93F642f64180aa3')
const peur = getAddress('0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512')
const user = getAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
const attacker = getAddress('0x000000000000000000000000000000000000bad1')
const native = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const now = 1_800_000_000
const deadline = BigInt(now + 20 * 60)

const ethForPusd: ReviewedSwap = { account: user, input: native, output: pusd, amountIn: parseEther('1'), minimumOut: 1_900_000_000n, routers: [router, oneInch], now, wrappedNative: async () => weth }
const pusdForEth: ReviewedSwap = { ...ethForPusd, input: pusd, output: native, amountIn: 100_000_000n, minimumOut: parseEther('0.049') }
const pusdForPeur: ReviewedSwap = { ...ethForPusd, input: pusd, output: peur, amountIn: 100_000_000n, minimumOut: parseEther('90') }

const ethIn = (args: { min?: bigint; path?: Address[]; to?: Address; deadline?: bigint } = {}) =>
  encodeFunctionData({ abi: uniswapV2RouterAbi, functionName: 'swapExactETHForTokens', args: [args.min ?? 1_900_000_000n, args.path ?? [weth, pusd], args.to ?? user, args.deadline ?? deadline] })
const tokensIn = (functionName: 'swapExactTokensForETH' | 'swapExactTokensForTokens', args: { amount?: bigint; min: bigint; path: Address[]; to?: Address }) =>
  encodeFunctionData({ abi: uniswapV2RouterAbi, functionName, args: [args.amount ?? 100_000_000n, args.min, args.path, args.to ?? user, deadline] })
const oneInchSwap = (desc: Partial<{ srcToken: Address; dstToken: Address; dstReceiver: Address; amount: bigint; minReturnAmount: bigint; flags: bigint }> = {}) =>
  encodeFunctionData({
    abi: oneInchV6RouterAbi,
    functionName: 'swap',
    args: [
      attacker,
      { srcToken: native, dstToken: pusd, srcReceiver: attacker, dstReceiver: user, amount: parseEther('1'), minReturnAmount: 1_900_000_000n, flags: 0n, ...desc },
      '0x1234',
    ],
  })
const refused = (to: Address, data: Hex, reviewed: ReviewedSwap = ethForPusd) => expect(checkSwapCall({ to, data }, reviewed)).rejects.toThrow(UnsafeSwapError)

describe('checkSwapCall', () => {
  it('passes the Uniswap V2 swaps the review describes, with the minimum and value they enforce', async () => {
    expect(await checkSwapCall({ to: router, data: ethIn({ min: 1_950_000_000n }) }, ethForPusd)).toEqual({ router, call: 'UniswapV2Router02.swapExactETHForTokens', value: parseEther('1'), minimumOut: 1_950_000_000n })
    expect(await checkSwapCall({ to: router.toLowerCase() as Address, data: tokensIn('swapExactTokensForETH', { min: parseEther('0.049'), path: [pusd, weth] }) }, pusdForEth)).toMatchObject({ value: 0n, minimumOut: parseEther('0.049') })
    expect(await checkSwapCall({ to: router, data: tokensIn('swapExactTokensForTokens', { min: parseEther('91'), path: [pusd, weth, peur] }) }, pusdForPeur)).toMatchObject({ call: 'UniswapV2Router02.swapExactTokensForTokens' })
  })

  it('passes 1inch v6 swap with the reviewed tokens, amount, recipient and minimum', async () => {
    expect(await checkSwapCall({ to: oneInch, data: oneInchSwap() }, ethForPusd)).toEqual({ router: oneInch, call: 'AggregationRouterV6.swap', value: parseEther('1'), minimumOut: 1_900_000_000n })
  })

  it('refuses another target than a known router', async () => {
    await refused(attacker, ethIn())
    await refused(pusd, ethIn())
  })

  it('refuses other calldata: a transfer, an unknown call, a call that is not a swap', async () => {
    await refused(router, encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [attacker, parseEther('1')] }))
    await refused(router, '0xdeadbeef')
    await refused(router, '0x')
    await refused(router, encodeFunctionData({ abi: uniswapV2RouterAbi, functionName: 'WETH' }))
    // 1inch's unoswap packs pools into integers and names no output token: not checkable.
    await refused(oneInch, '0x83800a8e000000000000000000000000000000000000000000000000000000000000000000')
  })

  it('refuses another token or path', async () => {
    await refused(router, ethIn({ path: [weth, peur] }))
    await refused(router, ethIn({ path: [pusd, weth] }))
    await refused(router, ethIn({ path: [weth] }))
    await refused(router, tokensIn('swapExactTokensForTokens', { min: parseEther('1'), path: [pusd, weth] }), pusdForEth)
    await refused(router, tokensIn('swapExactTokensForTokens', { min: parseEther('91'), path: [peur, pusd] }), pusdForPeur)
    await refused(oneInch, oneInchSwap({ dstToken: peur }))
    await refused(oneInch, oneInchSwap({ srcToken: weth }))
  })

  it('refuses another amount in', async () => {
    await refused(router, tokensIn('swapExactTokensForETH', { amount: 100_000_001n, min: parseEther('0.049'), path: [pusd, weth] }), pusdForEth)
    await refused(oneInch, oneInchSwap({ amount: parseEther('2') }))
  })

  it('refuses another recipient', async () => {
    await refused(router, ethIn({ to: attacker }))
    await refused(oneInch, oneInchSwap({ dstReceiver: attacker }))
    await refused(oneInch, oneInchSwap({ dstReceiver: zeroAddress }))
  })

  it('refuses a minimum out below the one recomputed from the review', async () => {
    await refused(router, ethIn({ min: 1_899_999_999n }))
    await refused(router, ethIn({ min: 0n }))
    await refused(oneInch, oneInchSwap({ minReturnAmount: 1n }))
  })

  it('refuses a deadline past or more than 30 minutes ahead, and 1inch partial fills', async () => {
    await refused(router, ethIn({ deadline: BigInt(now) }))
    await refused(router, ethIn({ deadline: BigInt(now + 30 * 60 + 1) }))
    await refused(router, ethIn({ deadline: maxUint256 }))
    await refused(oneInch, oneInchSwap({ flags: 1n }))
    await refused(oneInch, oneInchSwap({ flags: 2n }))
  })

  it('names the reason', async () => {
    await expect(checkSwapCall({ to: router, data: ethIn({ to: attacker }) }, ethForPusd)).rejects.toThrow(`the swap pays ${attacker}, not the account`)
  })
})

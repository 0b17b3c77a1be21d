import { SWAP_NATIVE_TOKEN_ADDRESS } from '@portico/contracts'
import { decodeFunctionData, isAddressEqual, type Address, type Hex } from 'viem'
import { oneInchV6RouterAbi, uniswapV2RouterAbi } from './routerAbis'
import { UnsafeSwapError } from './unsafeSwapError'

/** A Uniswap V2 deadline further ahead than this is refused: a signed swap could wait for a worse day. */
export const MAX_SWAP_DEADLINE_SECONDS = 30 * 60

// 1inch v6 SwapDescription flags: a partial fill may pay less than the minimum; extra ETH takes more value.
const ONE_INCH_PARTIAL_FILL = 1n
const ONE_INCH_REQUIRES_EXTRA_ETH = 2n

/** The swap the user reviewed; tokens by address, the native token as SWAP_NATIVE_TOKEN_ADDRESS. */
export interface ReviewedSwap {
  account: Address
  input: Address
  output: Address
  amountIn: bigint
  /** Recomputed on the client from the reviewed quote and the slippage. */
  minimumOut: bigint
  routers: readonly Address[]
  /** Unix seconds. */
  now: number
  /** Uniswap V2 routers name the native token by their WETH(): read on demand. */
  wrappedNative: (router: Address) => Promise<Address>
}

/** What the transaction enforces, decoded from its calldata. */
export interface CheckedSwap {
  router: Address
  call: string
  /** Wei the transaction carries: the input amount for a native input, else 0. */
  value: bigint
  minimumOut: bigint
}

const isNative = (token: Address) => token.toLowerCase() === SWAP_NATIVE_TOKEN_ADDRESS
const same = (a: Address, b: Address) => isAddressEqual(a, b)
const demand = (ok: boolean, reason: string) => {
  if (!ok) throw new UnsafeSwapError(reason)
}

/** The shared checks: the recipient is the account, the minimum at least the reviewed one. */
function checkEnds(decoded: { recipient: Address; amountIn: bigint; minimumOut: bigint }, reviewed: ReviewedSwap) {
  demand(same(decoded.recipient, reviewed.account), `the swap pays ${decoded.recipient}, not the account`)
  demand(decoded.amountIn === reviewed.amountIn, `the swap spends ${decoded.amountIn}, not the reviewed ${reviewed.amountIn}`)
  demand(decoded.minimumOut >= reviewed.minimumOut, `the swap's minimum out ${decoded.minimumOut} is below the reviewed ${reviewed.minimumOut}`)
}

async function checkUniswapV2(router: Address, data: Hex, reviewed: ReviewedSwap): Promise<CheckedSwap> {
  const { functionName, args } = decodeFunctionData({ abi: uniswapV2RouterAbi, data })
  if (functionName === 'WETH') throw new UnsafeSwapError('the swap calls WETH(), not a swap')
  const ethIn = functionName.startsWith('swapExactETHFor')
  const ethOut = functionName.startsWith('swapExactTokensForETH')
  // swapExactETHFor* take the amount as value; the others name it first.
  const [amountIn, amountOutMin, path, recipient, deadline] = ethIn ? [reviewed.amountIn, ...(args as readonly [bigint, readonly Address[], Address, bigint])] : (args as readonly [bigint, bigint, readonly Address[], Address, bigint])
  demand(ethIn === isNative(reviewed.input), `${functionName} does not spend the reviewed ${reviewed.input}`)
  demand(ethOut === isNative(reviewed.output), `${functionName} does not buy the reviewed ${reviewed.output}`)
  const weth = ethIn || ethOut ? await reviewed.wrappedNative(router) : undefined
  const [first, last] = [path[0], path.at(-1)]
  demand(path.length >= 2 && first !== undefined && last !== undefined, 'the swap path is too short')
  demand(same(first!, ethIn ? weth! : reviewed.input), `the swap path starts at ${first}, not the reviewed input`)
  demand(same(last!, ethOut ? weth! : reviewed.output), `the swap path ends at ${last}, not the reviewed output`)
  checkEnds({ recipient, amountIn, minimumOut: amountOutMin }, reviewed)
  demand(deadline > BigInt(reviewed.now), `the swap's deadline ${deadline} has passed`)
  demand(deadline <= BigInt(reviewed.now + MAX_SWAP_DEADLINE_SECONDS), `the swap's deadline ${deadline} is more than ${MAX_SWAP_DEADLINE_SECONDS} s ahead`)
  return { router, call: `UniswapV2Router02.${functionName}`, value: ethIn ? reviewed.amountIn : 0n, minimumOut: amountOutMin }
}

function checkOneInchV6(router: Address, data: Hex, reviewed: ReviewedSwap): CheckedSwap {
  const { args } = decodeFunctionData({ abi: oneInchV6RouterAbi, data })
  const [, desc] = args
  demand(same(desc.srcToken, reviewed.input), `the swap sells ${desc.srcToken}, not the reviewed input`)
  demand(same(desc.dstToken, reviewed.output), `the swap buys ${desc.dstToken}, not the reviewed output`)
  demand((desc.flags & (ONE_INCH_PARTIAL_FILL | ONE_INCH_REQUIRES_EXTRA_ETH)) === 0n, `the swap's flags ${desc.flags} allow a partial fill or extra value`)
  checkEnds({ recipient: desc.dstReceiver, amountIn: desc.amount, minimumOut: desc.minReturnAmount }, reviewed)
  return { router, call: 'AggregationRouterV6.swap', value: isNative(reviewed.input) ? reviewed.amountIn : 0n, minimumOut: desc.minReturnAmount }
}

/**
 * Decodes the convert API's swap transaction and checks it does what the user reviewed: a router
 * of the allow-list, a call Portico understands (Uniswap V2 Router02 swapExact*, 1inch v6 `swap`),
 * the reviewed input token and amount, output token, recipient the account, a minimum out at least
 * the one recomputed on the client, and (Uniswap) a deadline within 30 minutes. Anything else, or
 * calldata it cannot decode, throws UnsafeSwapError.
 * @example await checkSwapCall({ to: router, data }, reviewed) // { router, call, value, minimumOut }
 */
export async function checkSwapCall(tx: { to: Address; data: Hex }, reviewed: ReviewedSwap): Promise<CheckedSwap> {
  const router = reviewed.routers.find((known) => same(known, tx.to))
  if (!router) throw new UnsafeSwapError(`the swap calls ${tx.to}, which is not a known router on this chain`)
  const selector = tx.data.slice(0, 10).toLowerCase()
  const understood = (abi: typeof uniswapV2RouterAbi | typeof oneInchV6RouterAbi) => {
    try {
      decodeFunctionData({ abi, data: tx.data })
      return true
    } catch {
      return false
    }
  }
  if (understood(uniswapV2RouterAbi)) return checkUniswapV2(router, tx.data, reviewed)
  if (understood(oneInchV6RouterAbi)) return checkOneInchV6(router, tx.data, reviewed)
  throw new UnsafeSwapError(`the swap's call ${selector} is not one Portico can check`)
}

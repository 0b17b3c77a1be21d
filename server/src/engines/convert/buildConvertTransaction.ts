import { BaseError, encodeFunctionData, ExecutionRevertedError, type Address, type Hex } from 'viem'
import { estimateGas, getGasPrice } from 'viem/actions'
import * as z from 'zod'
import { evmAccountSchema } from '../evmAccount'
import { parseRequest } from '../parseRequest'
import { UpstreamError } from '../../http/upstreamError'
import { readChain } from '../readChain'
import { conversionError } from './conversionError'
import { isNativeToken, quoteSwap, uniswapV2RouterAbi } from './quoteSwap'
import { sameChainPair } from './sameChainPair'
import { swapChainOf, type ConvertDeps } from './swapChain'

/** How long a built swap stays valid on chain (the swaps plugin refuses more than 30 minutes). */
export const SWAP_DEADLINE_SECONDS = 20 * 60
/** The largest slippage accepted, in percent (1inch's own bound). */
const MAX_SLIPPAGE = 50
/** Gas a Uniswap V2 swap may use per pool crossed, when the node cannot estimate it yet (no approval). */
const GAS_PER_HOP = 100_000n
const GAS_BASE = 60_000n

/**
 * POST /v1/convert/build-transaction body (`ConvertTransactionQueryParams`): `amount` base units
 * as a string, `eip155.slippage` an integer percent, `disableEstimate` optional.
 */
export const convertTransactionBodySchema = z.object({
  projectId: z.string().min(1),
  amount: z.union([z.string().regex(/^\d{1,78}$/), z.number().int().nonnegative()]).transform((value) => BigInt(value)),
  from: evmAccountSchema,
  to: evmAccountSchema,
  userAddress: evmAccountSchema,
  eip155: z.object({ slippage: z.number().int().nonnegative(), permit: z.string().optional() }).optional(),
  disableEstimate: z.boolean().optional(),
})

/** `ConvertTransactionResponseBody`: `amount` is the expected output; `eip155` the gas (plus 10 %) and its price. */
export interface ConvertTransactionAnswer {
  tx: { from: string; to: string; data: Hex; amount: string; eip155: { gas: string; gasPrice: string } }
}

/** The router call of a swap of `amount` paying at least `minimumOut` to `user` before `deadline`. */
function encodeSwap(args: { native: 'in' | 'out' | 'none'; path: Address[]; amount: bigint; minimumOut: bigint; user: Address; deadline: bigint }): Hex {
  const { path, amount, minimumOut, user, deadline } = args
  if (args.native === 'in') return encodeFunctionData({ abi: uniswapV2RouterAbi, functionName: 'swapExactETHForTokens', args: [minimumOut, path, user, deadline] })
  if (args.native === 'out') return encodeFunctionData({ abi: uniswapV2RouterAbi, functionName: 'swapExactTokensForETH', args: [amount, minimumOut, path, user, deadline] })
  return encodeFunctionData({ abi: uniswapV2RouterAbi, functionName: 'swapExactTokensForTokens', args: [amount, minimumOut, path, user, deadline] })
}

/**
 * POST /v1/convert/build-transaction: a Uniswap V2 Router02 swapExact* call over the best route,
 * its minimum out the quote less `slippage` percent, paying the user, valid for 20 minutes. The gas
 * is the node's estimate plus 10 %; when it cannot estimate (the approval is not mined yet) and
 * `disableEstimate` is set, a bound per pool crossed.
 * @example await buildConvertTransaction({ projectId: 'p', amount: '1000000', from, to, userAddress, eip155: { slippage: 1 } }, deps)
 */
export async function buildConvertTransaction(request: unknown, deps: ConvertDeps, now: () => number = Date.now): Promise<ConvertTransactionAnswer> {
  const body = parseRequest(convertTransactionBodySchema, request)
  if (!body.eip155) throw conversionError('slippage parameter is necessary for this type of conversion')
  if (body.eip155.slippage > MAX_SLIPPAGE) throw conversionError(`slippage must be at most ${MAX_SLIPPAGE}`)
  const chainId = sameChainPair(body.from, body.to)
  if (body.userAddress.chainId !== chainId) throw conversionError('userAddress must be on the chain of the swap')
  const chain = swapChainOf(deps, chainId)
  const { path, amountOut } = await quoteSwap(chain, body.from.address, body.to.address, body.amount)
  const minimumOut = (amountOut * BigInt(100 - body.eip155.slippage)) / 100n
  const native = isNativeToken(body.from.address) ? 'in' : isNativeToken(body.to.address) ? 'out' : 'none'
  const user = body.userAddress.address
  const deadline = BigInt(Math.floor(now() / 1000) + SWAP_DEADLINE_SECONDS)
  const data = encodeSwap({ native, path, amount: body.amount, minimumOut, user, deadline })
  const router = chain.uniswapV2.router
  const gas = await estimateGas(chain.client, { account: user, to: router, data, value: native === 'in' ? body.amount : 0n }).catch((error: unknown) => {
    if (body.disableEstimate) return GAS_BASE + GAS_PER_HOP * BigInt(path.length - 1)
    // The node ran the swap and it reverted (no allowance or balance yet): the service's 400; else the node is down.
    if (error instanceof BaseError && error.walk((cause) => cause instanceof ExecutionRevertedError)) throw conversionError(`the swap would fail: ${error.shortMessage}`)
    throw new UpstreamError(`eip155:${chainId}`, 'rpc', 'transport', { cause: error })
  })
  const gasPrice = await readChain(`eip155:${chain.chainId}`, () => getGasPrice(chain.client))
  return {
    tx: {
      from: `eip155:${chainId}:${user.toLowerCase()}`,
      to: `eip155:${chainId}:${router.toLowerCase()}`,
      data,
      amount: amountOut.toString(),
      eip155: { gas: ((gas * 11n) / 10n).toString(), gasPrice: gasPrice.toString() },
    },
  }
}

import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { getGasPrice } from 'viem/actions'
import * as z from 'zod'
import { baseUnitsSchema, evmAccountSchema } from '../evmAccount'
import { parseRequest } from '../parseRequest'
import { readChain } from '../readChain'
import { conversionError } from './conversionError'
import { isNativeToken } from './quoteSwap'
import { sameChainPair } from './sameChainPair'
import { swapChainOf, type ConvertDeps } from './swapChain'

/**
 * GET /v1/convert/build-approve query (`ConvertApproveQueryParams`): `from` the token to approve,
 * `to` the swap's output, `amount` the base units to approve. `amount` is optional, as hosted:
 * AppKit sends none (and `userAddress`, unread) and gets 2^256-1; Portico's client sends the
 * swap's amount and gets exactly that.
 */
export const convertApproveQuerySchema = z.object({
  projectId: z.string().min(1),
  from: evmAccountSchema,
  to: evmAccountSchema,
  amount: baseUnitsSchema.optional(),
})

/** `ConvertApproveResponseBody`: `eip155` holds the gas price only (the wallet estimates the gas). */
export interface ConvertApproveAnswer {
  tx: { from: string; to: string; data: `0x${string}`; value: string; eip155: { gasPrice: string } }
}

/**
 * GET /v1/convert/build-approve: the input token's `approve(router, amount)` for exactly the
 * amount asked, or for 2^256-1 without one. As the service, `tx.from` echoes the `from` query and `tx.to` names the `to`
 * token (lower case): the client sends the calldata to the input token itself.
 * @example await buildConvertApprove({ projectId: 'p', from: pusd, to: eth, amount: '1000000' }, deps)
 */
export async function buildConvertApprove(request: unknown, deps: ConvertDeps): Promise<ConvertApproveAnswer> {
  const query = parseRequest(convertApproveQuerySchema, request)
  const chain = swapChainOf(deps, sameChainPair(query.from, query.to))
  if (isNativeToken(query.from.address)) throw conversionError('the native token needs no approval')
  const gasPrice = await readChain(`eip155:${chain.chainId}`, () => getGasPrice(chain.client))
  const raw = z.object({ from: z.string() }).parse(request)
  return {
    tx: {
      from: raw.from,
      to: `eip155:${chain.chainId}:${query.to.address.toLowerCase()}`,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [chain.uniswapV2.router, query.amount ?? maxUint256] }),
      value: '0',
      eip155: { gasPrice: gasPrice.toString() },
    },
  }
}

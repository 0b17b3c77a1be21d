import { erc20Abi, maxUint256 } from 'viem'
import { readContract } from 'viem/actions'
import * as z from 'zod'
import { evmAccountSchema } from '../evmAccount'
import { parseRequest } from '../parseRequest'
import { readChain } from '../readChain'
import { isNativeToken } from './quoteSwap'
import { sameChainPair } from './sameChainPair'
import { swapChainOf, type ConvertDeps } from './swapChain'

/** GET /v1/convert/allowance query (`AllowanceQueryParams`): both addresses CAIP-10. */
export const convertAllowanceQuerySchema = z.object({
  projectId: z.string().min(1),
  tokenAddress: evmAccountSchema,
  userAddress: evmAccountSchema,
})

export interface ConvertAllowanceAnswer {
  allowance: string
}

/**
 * GET /v1/convert/allowance: what the chain's router may spend of the user's token, read from
 * the token; the native token needs no approval (2^256-1).
 * @example await getConvertAllowance({ projectId: 'p', tokenAddress, userAddress }, deps) // { allowance: '0' }
 */
export async function getConvertAllowance(request: unknown, deps: ConvertDeps): Promise<ConvertAllowanceAnswer> {
  const query = parseRequest(convertAllowanceQuerySchema, request)
  const chain = swapChainOf(deps, sameChainPair(query.tokenAddress, query.userAddress))
  if (isNativeToken(query.tokenAddress.address)) return { allowance: maxUint256.toString() }
  const allowance = await readChain(`eip155:${chain.chainId}`, () =>
    readContract(chain.client, { address: query.tokenAddress.address, abi: erc20Abi, functionName: 'allowance', args: [query.userAddress.address, chain.uniswapV2.router] }),
  )
  return { allowance: allowance.toString() }
}

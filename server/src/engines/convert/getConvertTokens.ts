import { SWAP_NATIVE_TOKEN_ADDRESS } from '@portico/contracts'
import { isAddressEqual } from 'viem'
import * as z from 'zod'
import { evmChainSchema } from '../evmAccount'
import { parseRequest } from '../parseRequest'
import { swapChainOf, type ConvertDeps } from './swapChain'

/** GET /v1/convert/tokens query (`TokensListQueryParams`): the chain as CAIP-2, optionally one token's address. */
export const convertTokensQuerySchema = z.object({
  projectId: z.string().min(1),
  chainId: evmChainSchema,
  address: z.string().optional(),
})

/** A token as the service lists it (`TokenItem`): CAIP-10 address, `logoUri` null when unknown. */
export interface ConvertToken {
  name: string
  symbol: string
  address: string
  decimals: number
  logoUri: string | null
}

export interface ConvertTokensAnswer {
  tokens: ConvertToken[]
}

/**
 * GET /v1/convert/tokens: the chain's native token (as SWAP_NATIVE_TOKEN_ADDRESS) and the tokens
 * the operator lists for it, in CAIP-10; `address` keeps the one token at that address.
 * @example await getConvertTokens({ projectId: 'p', chainId: 'eip155:31337' }, deps)
 */
export async function getConvertTokens(request: unknown, deps: ConvertDeps): Promise<ConvertTokensAnswer> {
  const query = parseRequest(convertTokensQuerySchema, request)
  const chain = swapChainOf(deps, query.chainId)
  const native = chain.nativeCurrency ?? { name: 'Ether', symbol: 'ETH' }
  const tokens: ConvertToken[] = [
    { name: native.name, symbol: native.symbol, address: `eip155:${chain.chainId}:${SWAP_NATIVE_TOKEN_ADDRESS}`, decimals: 18, logoUri: null },
    ...(await chain.tokens()).map((token) => ({ name: token.name, symbol: token.symbol, address: `eip155:${chain.chainId}:${token.address}`, decimals: token.decimals, logoUri: token.logoUri ?? null })),
  ]
  const wanted = query.address
  if (!wanted) return { tokens }
  return { tokens: tokens.filter((token) => /^0x[0-9a-fA-F]{40}$/.test(wanted) && isAddressEqual(token.address.split(':')[2] as `0x${string}`, wanted as `0x${string}`)) }
}

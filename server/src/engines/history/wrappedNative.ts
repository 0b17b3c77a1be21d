import { erc20Abi, isAddressEqual, parseAbi, type Address } from 'viem'
import type { ChainRuntime } from '../../chains/createChainRuntime'
import type { TokenListToken } from '../../config/tokenListSchema'
import type { TransferredToken } from './hostedHistory'

/** WETH9's own events: wrapping and unwrapping the native currency. */
export const WRAPPED_NATIVE_ABI = parseAbi(['event Deposit(address indexed dst, uint256 wad)', 'event Withdrawal(address indexed src, uint256 wad)'])

/** The chain's wrapped native token (WETH9) as transfers name it. */
export interface WrappedNative extends TransferredToken {
  address: Address
}

/**
 * The chain's WETH9, the one its Uniswap V2 router wraps with (prices or swaps config): its name,
 * symbol and decimals from the token list, else from the contract; undefined without a router.
 * @example const weth = await wrappedNative(chain, tokens) // { address, name: 'Wrapped Ether', symbol: 'WETH', decimals: 18 }
 */
export async function wrappedNative(chain: ChainRuntime, tokens: readonly TokenListToken[]): Promise<WrappedNative | undefined> {
  const address = chain.config.prices?.uniswapV2.weth ?? chain.config.swaps?.uniswapV2.weth
  if (!address) return undefined
  const listed = tokens.find((token) => isAddressEqual(token.address, address))
  if (listed) return { address, name: listed.name, symbol: listed.symbol, decimals: listed.decimals, iconUrl: listed.logoURI }
  const read = (functionName: 'name' | 'symbol' | 'decimals') => chain.client.readContract({ address, abi: erc20Abi, functionName })
  const [name, symbol, decimals] = await Promise.all([read('name'), read('symbol'), read('decimals')]).catch(() => ['Wrapped Ether', 'WETH', 18] as const)
  return { address, name: String(name), symbol: String(symbol), decimals: Number(decimals) }
}

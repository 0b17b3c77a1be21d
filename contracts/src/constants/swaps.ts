/** Swap slippage tolerance, in percent (SPEC section 9). */
export const SWAP_SLIPPAGE_TOLERANCE = 1

/**
 * The EVM chains the Blockchain API swaps on (SPEC section 9: 12 chain ids): Ethereum, Arbitrum
 * One, Optimism, zkSync Era, Base, BNB Smart Chain, Polygon, Gnosis, Avalanche, Fantom, Kaia
 * (Klaytn) and Aurora. The default of the `swapChainIds` option.
 */
export const SWAP_CHAIN_IDS: readonly number[] = Object.freeze([1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554])

/** How the convert API names a chain's native token (CAIP-10 with this address). */
export const SWAP_NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** A quote is asked again this often while Swap is on screen. */
export const SWAP_QUOTE_REFRESH_MS = 10_000

/** Swap slippage tolerance, in percent (SPEC section 9). */
export const SWAP_SLIPPAGE_TOLERANCE = 1

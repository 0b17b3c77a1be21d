/**
 * A chain id as EIP-5792 and EIP-7811 key it ('0x7a69' for 31337): lowercase hex, no padding.
 * viem's numberToHex gives the same, with its error classes, which the Tokens tab's chunk skips.
 * @example chainIdHex(31337) // '0x7a69'
 */
export const chainIdHex = (chainId: number): string => `0x${chainId.toString(16)}`

/**
 * SPEC section 5: gas is insufficient when the native balance is zero (or unknown) or worth less
 * than the gas cost in USD; smart accounts are exempt (their gas can be sponsored).
 * @example hasInsufficientGas({ networkBalanceInUSD: 0.01, gasPriceInUSD: 0.04, isSmartAccount: false }) // true
 */
export function hasInsufficientGas(args: { networkBalanceInUSD: number | undefined; gasPriceInUSD: number | undefined; isSmartAccount: boolean }): boolean {
  if (args.isSmartAccount) return false
  const balance = args.networkBalanceInUSD ?? 0
  return balance === 0 || balance < (args.gasPriceInUSD ?? 0)
}

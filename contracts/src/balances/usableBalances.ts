import type { TokenBalance } from '../schemas/tokenBalance'

/**
 * The balances the send flow offers: tokens with decimals '0' are dropped (SPEC section 5), and
 * only the active network's are kept.
 * @example usableBalances(balances, 'eip155:1')
 */
export function usableBalances(balances: readonly TokenBalance[], caipNetworkId: string): TokenBalance[] {
  return balances.filter((balance) => balance.quantity.decimals !== '0' && balance.chainId === caipNetworkId)
}

/** The native currency's balance among them (the one without a token address). */
export function nativeBalance(balances: readonly TokenBalance[]): TokenBalance | undefined {
  return balances.find((balance) => balance.address === undefined)
}

/** A balance's worth in USD: the API's value when it sent one, else quantity times price. */
export function balanceInUSD(balance: TokenBalance): number {
  return balance.value ?? Number.parseFloat(balance.quantity.numeric) * balance.price
}

import type { TokenBalance } from '@portico/contracts'
import { tokenIconSvg } from './tokenIconSvg'

/** USD prices the mock API quotes; tokens not listed are worth 0. */
export const MOCK_PRICES: Readonly<Record<string, number>> = { ETH: 3120.45, PUSD: 1, SOL: 142.5, USDC: 1, WETH: 3120.45 }

/** A balance as the Blockchain API sends it, priced from MOCK_PRICES. */
export function toBalance(args: { caipNetworkId: string; name: string; symbol: string; decimals: number; numeric: string; tokenAddress?: string }): TokenBalance {
  const price = MOCK_PRICES[args.symbol] ?? 0
  return {
    name: args.name,
    symbol: args.symbol,
    chainId: args.caipNetworkId,
    ...(args.tokenAddress ? { address: `${args.caipNetworkId}:${args.tokenAddress}` } : {}),
    value: Number.parseFloat(args.numeric) * price,
    price,
    quantity: { decimals: String(args.decimals), numeric: args.numeric },
    iconUrl: tokenIconSvg(args.symbol),
  }
}

/**
 * An NFT collection the API lists among balances with decimals '0': the send flow must drop it
 * (SPEC section 5).
 */
export const nftBalance = (caipNetworkId: string): TokenBalance =>
  toBalance({ caipNetworkId, name: 'Portico Pass', symbol: 'PASS', decimals: 0, numeric: '2', tokenAddress: '0x00000000000000000000000000000000000000a1' })

/** Balances of a chain the sandbox does not run: fixed, for the dapp's other networks. */
export const fixtureBalances = (caipNetworkId: string): TokenBalance[] => [
  toBalance({ caipNetworkId, name: 'Ether', symbol: 'ETH', decimals: 18, numeric: '1.5' }),
  toBalance({ caipNetworkId, name: 'USD Coin', symbol: 'USDC', decimals: 6, numeric: '250', tokenAddress: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }),
  nftBalance(caipNetworkId),
]

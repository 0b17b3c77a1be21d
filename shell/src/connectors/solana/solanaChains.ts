/**
 * Wallet Standard names the Solana clusters (`solana:devnet`), CAIP-2 uses genesis-hash
 * prefixes (`solana:EtWTRABZ...`): the three chains of SPEC section 3, both ways.
 */
export const SOLANA_WALLET_STANDARD_CHAINS: Readonly<Record<string, `solana:${string}`>> = Object.freeze({
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
})

/**
 * The Wallet Standard chain of a Solana CAIP-2 reference; an unknown cluster keeps its CAIP id.
 * @example toWalletStandardChain('EtWTRABZaYq6iMfeYKouRu166VU2xqa1') // 'solana:devnet'
 */
export function toWalletStandardChain(reference: string): `solana:${string}` {
  return SOLANA_WALLET_STANDARD_CHAINS[reference] ?? `solana:${reference}`
}


/**
 * Wallet Standard names the Bitcoin networks (`bitcoin:testnet`), CAIP-2 uses genesis-hash
 * prefixes (`bip122:000000000933ea01...`): the two chains of SPEC section 3, both ways.
 */
export const BITCOIN_WALLET_STANDARD_CHAINS: Readonly<Record<string, `bitcoin:${string}`>> = Object.freeze({
  '000000000019d6689c085ae165831e93': 'bitcoin:mainnet',
  '000000000933ea01ad0ee984209779ba': 'bitcoin:testnet',
})

/**
 * The CAIP-2 reference of a Wallet Standard Bitcoin chain, or undefined for one SPEC section 3
 * does not know (regtest, signet).
 * @example toBip122Reference('bitcoin:testnet') // '000000000933ea01ad0ee984209779ba'
 */
export function toBip122Reference(chain: string): string | undefined {
  return Object.entries(BITCOIN_WALLET_STANDARD_CHAINS).find(([, name]) => name === chain)?.[0]
}

/**
 * The Esplora API (mempool.space's, as AppKit's Bitcoin adapter reads) of each chain: where a
 * transfer's UTXOs and fee rate come from and where a signed transaction is broadcast.
 */
export const BITCOIN_ESPLORA_API: Readonly<Record<string, string>> = Object.freeze({
  '000000000019d6689c085ae165831e93': 'https://mempool.space/api',
  '000000000933ea01ad0ee984209779ba': 'https://mempool.space/testnet/api',
})

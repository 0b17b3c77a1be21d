/**
 * The namespaces Portico supports (SPEC section 1): EVM, Solana, Polkadot and Bitcoin. Apart from
 * their schema (chainNamespace.ts), so the page's first script reads them without zod.
 */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122'] as const
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]

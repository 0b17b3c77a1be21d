import * as z from 'zod/mini'

/**
 * The namespaces Portico supports (SPEC section 1): EVM, Solana, Polkadot and Bitcoin.
 * @example chainNamespaceSchema.parse('eip155') // 'eip155'
 */
export const chainNamespaceSchema = z.enum(['eip155', 'solana', 'polkadot', 'bip122'])
export type ChainNamespace = z.infer<typeof chainNamespaceSchema>

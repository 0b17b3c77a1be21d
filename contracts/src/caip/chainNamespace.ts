import * as z from 'zod/mini'
import { CHAIN_NAMESPACES } from './chainNamespaces'

export type { ChainNamespace } from './chainNamespaces'

/**
 * The namespaces Portico supports (SPEC section 1): EVM, Solana, Polkadot and Bitcoin.
 * @example chainNamespaceSchema.parse('eip155') // 'eip155'
 */
export const chainNamespaceSchema = z.enum(CHAIN_NAMESPACES)

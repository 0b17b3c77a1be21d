import { type ChainNamespace, chainNamespaceSchema } from './chainNamespace'

/**
 * Whether a value is one of the namespaces Portico supports.
 * @example isChainNamespace('solana') // true
 * @example isChainNamespace('cosmos') // false
 */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return chainNamespaceSchema.safeParse(value).success
}

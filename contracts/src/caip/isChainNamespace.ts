import { CHAIN_NAMESPACES, type ChainNamespace } from './chainNamespaces'

/**
 * Whether a value is one of the namespaces Portico supports (what chainNamespaceSchema accepts).
 * @example isChainNamespace('solana') // true
 * @example isChainNamespace('cosmos') // false
 */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return (CHAIN_NAMESPACES as readonly unknown[]).includes(value)
}

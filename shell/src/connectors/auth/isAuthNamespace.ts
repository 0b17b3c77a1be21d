import { AUTH_CONNECTOR_NAMESPACES, type ChainNamespace } from '@portico/contracts'

/**
 * Whether the embedded wallet has a connector on `namespace` (eip155, solana).
 * @example isAuthNamespace('bip122') // false
 */
export const isAuthNamespace = (namespace: string | undefined): namespace is ChainNamespace => (AUTH_CONNECTOR_NAMESPACES as readonly string[]).includes(namespace ?? '')

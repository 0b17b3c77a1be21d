import type { ChainNamespace } from '../caip/chainNamespace'

/** Namespaces whose balances are fetched (SPEC section 9). */
export const BALANCE_CHAINS = ['eip155', 'solana'] as const satisfies readonly ChainNamespace[]

/** Namespaces where account names can be registered (SPEC sections 6 and 9). */
export const NAMES_CHAINS = ['eip155'] as const satisfies readonly ChainNamespace[]

/** Namespaces the onramp supports (SPEC section 9). */
export const ONRAMP_CHAINS = ['eip155', 'solana'] as const satisfies readonly ChainNamespace[]

/** Namespaces with transaction history (SPEC section 9). */
export const ACTIVITY_CHAINS = ['eip155', 'solana'] as const satisfies readonly ChainNamespace[]

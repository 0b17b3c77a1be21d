import * as z from 'zod/mini'
import type { ChainNamespace } from '../caip/chainNamespace'

/** Type of an account record (SPEC section 3). */
export const accountTypeSchema = z.enum(['eoa', 'payment', 'smartAccount'])
export type AccountType = z.infer<typeof accountTypeSchema>

/** Account types a user can prefer (SPEC sections 3 and 9). */
export const preferredAccountTypeSchema = z.enum(['eoa', 'smartAccount'])
export type PreferredAccountType = z.infer<typeof preferredAccountTypeSchema>

/** Default account type per namespace (SPEC section 1). */
export const DEFAULT_ACCOUNT_TYPES: Readonly<Record<ChainNamespace, AccountType>> = Object.freeze({
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
})

import * as z from 'zod/mini'
import { preferredAccountTypeSchema } from '../constants/accountTypes'
import { accountRecordSchema } from './accountRecord'

export const connectionStatusSchema = z.enum(['disconnected', 'connecting', 'connected'])
export type ConnectionStatus = z.infer<typeof connectionStatusSchema>

/** What the shell exposes about the active account (subset of SPEC section 3, Account state). */
export const accountStateSchema = z.object({
  status: connectionStatusSchema,
  caipAddress: z.optional(z.string()),
  address: z.optional(z.string()),
  /** Native balance already floored for display, with its symbol. */
  balance: z.optional(z.string()),
  balanceSymbol: z.optional(z.string()),
  /** From the identity lookup (SPEC section 4, identity sync); absent on testnets and non-EVM. */
  profileName: z.optional(z.string()),
  profileImage: z.optional(z.string()),
  connectedWalletInfo: z.optional(
    z.object({ name: z.string(), icon: z.optional(z.string()), identifier: z.optional(z.string()) }),
  ),
  /** Every account the connected wallet granted on the active namespace (SPEC section 3). */
  allAccounts: z.optional(z.readonly(z.array(accountRecordSchema))),
  /** The embedded wallet's account type in use (SPEC section 3): eoa or smartAccount. */
  preferredAccountType: z.optional(preferredAccountTypeSchema),
  /** Whether the embedded wallet's smart account is deployed on the active chain (SPEC section 3). */
  smartAccountDeployed: z.optional(z.boolean()),
})
export type AccountState = z.infer<typeof accountStateSchema>

import { z } from 'zod'

export const connectionStatusSchema = z.enum(['disconnected', 'connecting', 'connected'])
export type ConnectionStatus = z.infer<typeof connectionStatusSchema>

/** What the shell exposes about the active account (subset of SPEC section 3, Account state). */
export const accountStateSchema = z.object({
  status: connectionStatusSchema,
  caipAddress: z.string().optional(),
  address: z.string().optional(),
  /** Native balance already floored for display, with its symbol. */
  balance: z.string().optional(),
  balanceSymbol: z.string().optional(),
  connectedWalletInfo: z
    .object({ name: z.string(), icon: z.string().optional(), identifier: z.string().optional() })
    .optional(),
})
export type AccountState = z.infer<typeof accountStateSchema>

export const DISCONNECTED_ACCOUNT: AccountState = { status: 'disconnected' }

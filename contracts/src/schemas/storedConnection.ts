import * as z from 'zod/mini'
import { caipNetworkIdSchema } from '../caip/caipNetworkIdSchema'
import { chainNamespaceSchema } from '../caip/chainNamespace'
import { RECENT_WALLETS_LIMIT } from '../constants/limits'
import { walletRecordSchema } from './walletRecord'

/**
 * What the shell keeps in localStorage about connections (SPEC section 3). The connector id is
 * absent once disconnected; recent wallets outlive the connection.
 * @example storedConnectionSchema.parse({}) // { connectedNamespaces: [], recentWallets: [] }
 */
export const storedConnectionSchema = z.object({
  connectorId: z.optional(z.string().check(z.minLength(1))),
  walletName: z.optional(z.string()),
  activeCaipNetworkId: z.optional(caipNetworkIdSchema),
  connectedNamespaces: z._default(z.array(chainNamespaceSchema), () => []),
  recentWallets: z._default(z.array(walletRecordSchema).check(z.maxLength(RECENT_WALLETS_LIMIT)), () => []),
})
export type StoredConnection = z.infer<typeof storedConnectionSchema>

import { z } from 'zod'
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
  connectorId: z.string().min(1).optional(),
  walletName: z.string().optional(),
  activeCaipNetworkId: caipNetworkIdSchema.optional(),
  connectedNamespaces: z.array(chainNamespaceSchema).default(() => []),
  recentWallets: z.array(walletRecordSchema).max(RECENT_WALLETS_LIMIT).default(() => []),
})
export type StoredConnection = z.infer<typeof storedConnectionSchema>

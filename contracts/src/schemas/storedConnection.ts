import * as z from 'zod/mini'
import { caipNetworkIdSchema } from '../caip/caipNetworkIdSchema'
import { chainNamespaceSchema } from '../caip/chainNamespace'
import { RECENT_WALLETS_LIMIT } from '../constants/limits'
import { walletRecordSchema } from './walletRecord'

/**
 * What the shell keeps in localStorage about connections (SPEC section 3). `connectorId` is the
 * active namespace's connector, `namespaceConnectors` every connected namespace's (several may be
 * connected at once); both are absent once disconnected. Recent wallets outlive the connection.
 * @example storedConnectionSchema.parse({}) // { connectedNamespaces: [], namespaceConnectors: {}, recentWallets: [] }
 */
export const storedConnectionSchema = z.object({
  connectorId: z.optional(z.string().check(z.minLength(1))),
  walletName: z.optional(z.string()),
  activeCaipNetworkId: z.optional(caipNetworkIdSchema),
  connectedNamespaces: z._default(z.array(chainNamespaceSchema), () => []),
  namespaceConnectors: z._default(z.partialRecord(chainNamespaceSchema, z.string().check(z.minLength(1))), () => ({})),
  recentWallets: z._default(z.array(walletRecordSchema).check(z.maxLength(RECENT_WALLETS_LIMIT)), () => []),
})
export type StoredConnection = z.infer<typeof storedConnectionSchema>

import * as z from 'zod/mini'
import { caipNetworkIdSchema } from '../caip/caipNetworkIdSchema'
import { chainNamespaceSchema } from '../caip/chainNamespace'

/**
 * What the shell keeps in localStorage about connections (SPEC section 3). `connectorId` is the
 * active namespace's connector, `namespaceConnectors` every connected namespace's (several may be
 * connected at once); both are absent once disconnected. Recent wallets outlive the connection;
 * they are kept here as stored and read one by one with parseRecentWallets where they are shown,
 * so the page load carries no wallet-link checks.
 * @example storedConnectionSchema.parse({}) // { connectedNamespaces: [], namespaceConnectors: {}, recentWallets: [] }
 */
export const storedConnectionSchema = z.object({
  connectorId: z.optional(z.string().check(z.minLength(1))),
  walletName: z.optional(z.string()),
  activeCaipNetworkId: z.optional(caipNetworkIdSchema),
  connectedNamespaces: z._default(z.array(chainNamespaceSchema), () => []),
  namespaceConnectors: z._default(z.partialRecord(chainNamespaceSchema, z.string().check(z.minLength(1))), () => ({})),
  recentWallets: z._default(z.array(z.unknown()), () => []),
})
export type StoredConnection = z.infer<typeof storedConnectionSchema>

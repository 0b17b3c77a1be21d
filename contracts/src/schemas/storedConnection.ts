import * as z from 'zod/mini'
import { caipNetworkIdSchema } from '../caip/caipNetworkIdSchema'
import { chainNamespaceSchema } from '../caip/chainNamespace'
import { STORED_CONNECTED_NAMESPACES, STORED_NAMESPACE_CONNECTORS } from './storedConnectionReaders'

const connectorIdSchema = z.string().check(z.minLength(1))

const fields = {
  connectorId: z.optional(connectorIdSchema),
  walletName: z.optional(z.string()),
  activeCaipNetworkId: z.optional(caipNetworkIdSchema),
  connectedNamespaces: z._default(z.array(chainNamespaceSchema), () => []),
  namespaceConnectors: z._default(z.partialRecord(chainNamespaceSchema, connectorIdSchema), () => ({})),
  recentWallets: z._default(z.array(z.unknown()), () => []),
}

/**
 * What the shell keeps in localStorage about connections (SPEC section 3). `connectorId` is the
 * active namespace's connector, `namespaceConnectors` every connected namespace's (several may be
 * connected at once); both are absent once disconnected. Recent wallets outlive the connection;
 * they are kept here as stored and read one by one with parseRecentWallets where they are shown,
 * so the page load carries no wallet-link checks. What is written must pass this schema.
 * @example storedConnectionSchema.parse({}) // { connectedNamespaces: [], namespaceConnectors: {}, recentWallets: [] }
 */
export const storedConnectionSchema = z.object(fields)
export type StoredConnection = z.infer<typeof storedConnectionSchema>

/**
 * The same fields as they are read back (with readStoredRecord, field by field): a namespace this
 * build does not know (written by a newer one) is left out instead of failing the field. Plain
 * readers, not zod pipes: this runs on every page load.
 */
export const storedConnectionReadFields = {
  ...fields,
  connectedNamespaces: STORED_CONNECTED_NAMESPACES,
  namespaceConnectors: STORED_NAMESPACE_CONNECTORS,
}

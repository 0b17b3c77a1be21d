import * as z from 'zod/mini'
import { caipNetworkIdSchema } from '../caip/caipNetworkIdSchema'
import { chainNamespaceSchema, type ChainNamespace } from '../caip/chainNamespace'
import { isChainNamespace } from '../caip/isChainNamespace'
import type { FieldReader } from './storedRecord'

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
  connectedNamespaces: {
    safeParse: (input: unknown) =>
      input === undefined ? { success: true as const, data: [] } : Array.isArray(input) ? { success: true as const, data: input.filter(isChainNamespace) } : { success: false as const },
  } satisfies FieldReader<ChainNamespace[]>,
  namespaceConnectors: {
    safeParse: (input: unknown) => {
      if (input === undefined) return { success: true as const, data: {} }
      if (typeof input !== 'object' || input === null || Array.isArray(input)) return { success: false as const }
      const known = Object.entries(input).filter((entry): entry is [ChainNamespace, string] => isChainNamespace(entry[0]) && typeof entry[1] === 'string' && entry[1].length > 0)
      return { success: true as const, data: Object.fromEntries(known) as Partial<Record<ChainNamespace, string>> }
    },
  } satisfies FieldReader<Partial<Record<ChainNamespace, string>>>,
}

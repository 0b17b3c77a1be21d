import * as z from 'zod/mini'
import { caipNetworkIdSchema } from '../caip/caipNetworkIdSchema'
import { chainNamespaceSchema } from '../caip/chainNamespace'
import { RECENT_WALLETS_LIMIT } from '../constants/limits'
import { storedWalletRecordSchema, type WalletRecord } from './walletRecord'

/**
 * The recent wallets, read one by one: a record that fails storedWalletRecordSchema (an invalid or
 * hostile link, a missing id) is dropped and the others kept, at most RECENT_WALLETS_LIMIT.
 */
const recentWalletsSchema = z.pipe(
  z.array(z.unknown()),
  z.transform((items): WalletRecord[] =>
    items
      .flatMap((item) => {
        const parsed = storedWalletRecordSchema.safeParse(item)
        return parsed.success ? [parsed.data] : []
      })
      .slice(0, RECENT_WALLETS_LIMIT),
  ),
)

/**
 * What the shell keeps in localStorage about connections (SPEC section 3). `connectorId` is the
 * active namespace's connector, `namespaceConnectors` every connected namespace's (several may be
 * connected at once); both are absent once disconnected. Recent wallets outlive the connection.
 * The shell parses it when writing and when reading back.
 * @example storedConnectionSchema.parse({}) // { connectedNamespaces: [], namespaceConnectors: {}, recentWallets: [] }
 */
export const storedConnectionSchema = z.object({
  connectorId: z.optional(z.string().check(z.minLength(1))),
  walletName: z.optional(z.string()),
  activeCaipNetworkId: z.optional(caipNetworkIdSchema),
  connectedNamespaces: z._default(z.array(chainNamespaceSchema), () => []),
  namespaceConnectors: z._default(z.partialRecord(chainNamespaceSchema, z.string().check(z.minLength(1))), () => ({})),
  recentWallets: z._default(recentWalletsSchema, () => []),
})
export type StoredConnection = z.infer<typeof storedConnectionSchema>

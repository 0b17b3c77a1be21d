import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

/** How far each chain's session logs are indexed: the last block read. */
export const sessionIndexCursors = pgTable('session_index_cursors', {
  chainId: bigint('chain_id', { mode: 'number' }).primaryKey(),
  block: bigint('block', { mode: 'bigint' }).notNull(),
})

/** SessionGranted logs of session accounts; the account in lower case. */
export const sessionGrants = pgTable(
  'session_grants',
  {
    chainId: bigint('chain_id', { mode: 'number' }).notNull(),
    account: text('account').notNull(),
    pci: text('pci').notNull(),
    signer: text('signer').notNull(),
    expiry: bigint('expiry', { mode: 'number' }).notNull(),
    projectName: text('project_name').notNull(),
    projectUrl: text('project_url').notNull(),
    permissions: text('permissions').notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.account, table.pci] })],
)

/** SessionRevoked logs: which session, when (unix seconds). */
export const sessionRevocations = pgTable(
  'session_revocations',
  {
    chainId: bigint('chain_id', { mode: 'number' }).notNull(),
    account: text('account').notNull(),
    pci: text('pci').notNull(),
    revokedAt: integer('revoked_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.account, table.pci] })],
)

import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Registered names, one row a name; the address is kept checksummed and, for reverse lookups, lower case. */
export const names = pgTable(
  'names',
  {
    name: text('name').primaryKey(),
    address: text('address').notNull(),
    addressKey: text('address_key').notNull(),
    coinType: bigint('coin_type', { mode: 'number' }).notNull(),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('names_address_key').on(table.addressKey, table.registeredAt)],
)

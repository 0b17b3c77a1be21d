import { asc, eq } from 'drizzle-orm'
import { getAddress } from 'viem'
import type { Database } from '../../db/database'
import type { NameRecord, NameStore } from './nameStore'
import { names } from './schema'

type NameRow = typeof names.$inferSelect

const toRecord = (row: NameRow): NameRecord => ({
  name: row.name,
  address: getAddress(row.address),
  coinType: row.coinType,
  attributes: row.attributes,
  registeredAt: row.registeredAt,
  updatedAt: row.updatedAt,
})

/**
 * The names in the server's database (the `names` table): a name is its primary key, so two
 * instances registering one name at once store it once, and the second learns it was taken.
 * @example const store = createDbNameStore(database.db)
 */
export function createDbNameStore(db: Database): NameStore {
  return {
    async byName(name) {
      const [row] = await db.select().from(names).where(eq(names.name, name)).limit(1)
      return row ? toRecord(row) : undefined
    },
    async byAddress(address) {
      const rows = await db.select().from(names).where(eq(names.addressKey, address.toLowerCase())).orderBy(asc(names.registeredAt), asc(names.name))
      return rows.map(toRecord)
    },
    async insert(record) {
      const stored = await db
        .insert(names)
        .values({ ...record, addressKey: record.address.toLowerCase() })
        .onConflictDoNothing()
        .returning({ name: names.name })
      return stored.length === 1
    },
  }
}

import { and, eq } from 'drizzle-orm'
import { getAddress, type Hex } from 'viem'
import type { Database } from '../../db/database'
import { sessionGrants, sessionIndexCursors, sessionRevocations } from './schema'
import type { SessionIndexStore } from './sessionIndexStore'

/**
 * The session log index in the server's database, shared by every instance: the logs of a range
 * and the chain's cursor move in one transaction, and only while the cursor is where the indexer
 * found it (an insert for the first range, an update `where block = expected` after), so instances
 * that race index each range once.
 * @example const store = createDbSessionIndexStore(database.db)
 */
export function createDbSessionIndexStore(db: Database): SessionIndexStore {
  return {
    async cursor(chainId) {
      const [row] = await db.select().from(sessionIndexCursors).where(eq(sessionIndexCursors.chainId, chainId)).limit(1)
      return row?.block
    },
    async commit(chainId, { expected, to }, logs) {
      return db.transaction(async (tx) => {
        const moved =
          expected === undefined
            ? await tx.insert(sessionIndexCursors).values({ chainId, block: to }).onConflictDoNothing().returning({ block: sessionIndexCursors.block })
            : await tx
                .update(sessionIndexCursors)
                .set({ block: to })
                .where(and(eq(sessionIndexCursors.chainId, chainId), eq(sessionIndexCursors.block, expected)))
                .returning({ block: sessionIndexCursors.block })
        if (moved.length === 0) return false
        if (logs.grants.length > 0) {
          await tx
            .insert(sessionGrants)
            .values(logs.grants.map((grant) => ({ ...grant, account: grant.account.toLowerCase(), pci: grant.pci.toLowerCase() })))
            .onConflictDoNothing()
        }
        if (logs.revocations.length > 0) {
          await tx
            .insert(sessionRevocations)
            .values(logs.revocations.map((revocation) => ({ ...revocation, account: revocation.account.toLowerCase(), pci: revocation.pci.toLowerCase() })))
            .onConflictDoNothing()
        }
        return true
      })
    },
    async sessionsOf(chainId, account) {
      const rows = await db
        .select({ grant: sessionGrants, revokedAt: sessionRevocations.revokedAt })
        .from(sessionGrants)
        .leftJoin(
          sessionRevocations,
          and(eq(sessionRevocations.chainId, sessionGrants.chainId), eq(sessionRevocations.account, sessionGrants.account), eq(sessionRevocations.pci, sessionGrants.pci)),
        )
        .where(and(eq(sessionGrants.chainId, chainId), eq(sessionGrants.account, account.toLowerCase())))
      return rows.map(({ grant, revokedAt }) => ({
        ...grant,
        account: getAddress(grant.account),
        pci: grant.pci as Hex,
        signer: getAddress(grant.signer),
        revokedAt: revokedAt ?? null,
      }))
    },
  }
}

import { isAddressEqual } from 'viem'
import type { IndexedGrant, IndexedRevocation, SessionIndexStore } from './sessionIndexStore'

/**
 * A SessionIndexStore in maps, for tests of the engine: the server itself keeps the index and its
 * cursors in its database.
 * @example const store = createMemorySessionIndexStore()
 */
export function createMemorySessionIndexStore(): SessionIndexStore {
  const cursors = new Map<number, bigint>()
  const grants: IndexedGrant[] = []
  const revocations: IndexedRevocation[] = []
  return {
    cursor: async (chainId) => cursors.get(chainId),
    commit: async (chainId, { expected, to }, logs) => {
      if (cursors.get(chainId) !== expected) return false
      grants.push(...logs.grants)
      revocations.push(...logs.revocations)
      cursors.set(chainId, to)
      return true
    },
    sessionsOf: async (chainId, account) =>
      grants
        .filter((grant) => grant.chainId === chainId && isAddressEqual(grant.account, account))
        .map((grant) => ({ ...grant, revokedAt: revocations.find((r) => r.chainId === chainId && isAddressEqual(r.account, account) && r.pci === grant.pci)?.revokedAt ?? null })),
  }
}

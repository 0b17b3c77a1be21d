import { isAddressEqual } from 'viem'
import type { NameRecord, NameStore } from './nameStore'

/**
 * A NameStore in a map, for tests of the engine: the server itself keeps names in its database.
 * @example const store = createMemoryNameStore()
 */
export function createMemoryNameStore(): NameStore {
  const names = new Map<string, NameRecord>()
  return {
    byName: async (name) => names.get(name),
    byAddress: async (address) => [...names.values()].filter((record) => isAddressEqual(record.address, address)).sort((a, b) => a.registeredAt.getTime() - b.registeredAt.getTime()),
    insert: async (record) => {
      if (names.has(record.name)) return false
      names.set(record.name, record)
      return true
    },
  }
}

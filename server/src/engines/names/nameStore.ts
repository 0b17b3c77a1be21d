import type { Address } from 'viem'

/** A registered name: the address it was registered for under its coin type (ENSIP-11), and when. */
export interface NameRecord {
  name: string
  address: Address
  coinType: number
  attributes: Record<string, string>
  registeredAt: Date
  updatedAt: Date
}

/** Where names live; the server's database in production, a map in tests. */
export interface NameStore {
  byName(name: string): Promise<NameRecord | undefined>
  /** The names registered to `address` (any case), oldest first. */
  byAddress(address: Address): Promise<NameRecord[]>
  /** Stores a new name; false when the name is already taken (another instance may have won the race). */
  insert(record: NameRecord): Promise<boolean>
}

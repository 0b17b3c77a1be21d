import type { Address } from 'viem'

/** A name and avatar for an address. */
export interface Identity {
  name: string | null
  avatar: string | null
}

/**
 * The server's own names (filled by the names engine): consulted when no chain has ENS, or ENS
 * has no name for the address.
 */
export interface NameLookup {
  reverse: (address: Address) => Promise<Identity | null>
}

/** No names of our own yet: every address is unnamed. */
export const NO_NAMES: NameLookup = { reverse: async () => null }

import type { Address } from 'viem'
import type { NameStore } from './nameStore'

/** The reverse name of an address, for the identity endpoint where the chain has no ENS. */
export type NameLookup = (address: Address) => Promise<string | undefined>

/**
 * The identity endpoint's NameLookup over the server's own names: the first name registered to
 * the address, or undefined.
 * @example const name = await createNameLookup(store)('0xf39F...') // 'alice.reown.id'
 */
export function createNameLookup(store: NameStore): NameLookup {
  return async (address) => (await store.byAddress(address))[0]?.name
}

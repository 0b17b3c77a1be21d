import type { NameLookup } from '../identity/nameLookup'
import type { NameStore } from './nameStore'

/**
 * The identity endpoint's NameLookup over the server's own names: the first name registered to
 * the address (no avatar), or null.
 * @example await createNameLookup(store).reverse('0xf39F...') // { name: 'alice.reown.id', avatar: null }
 */
export function createNameLookup(store: NameStore): NameLookup {
  return {
    reverse: async (address) => {
      const [first] = await store.byAddress(address)
      return first ? { name: first.name, avatar: null } : null
    },
  }
}

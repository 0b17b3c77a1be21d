import type { KeyValueStorage } from '../../persistence/connectionStorage'

import { DEEP_LINK_STORAGE_KEY } from '../../persistence/storageKeys'

export const DEEP_LINK_KEY = DEEP_LINK_STORAGE_KEY

/** Forgets the stored deep link (SPEC section 4: a disconnect clears it). */
export function clearDeepLink(storage: KeyValueStorage | undefined) {
  try {
    storage?.removeItem(DEEP_LINK_KEY)
  } catch (error) {
    console.error('[portico] local storage write failed:', error)
  }
}

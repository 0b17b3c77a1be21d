import type { KeyValueStorage } from '../../persistence/connectionStorage'

export const DEEP_LINK_KEY = '@portico/wc-deeplink'

/** Forgets the stored deep link (SPEC section 4: a disconnect clears it). */
export function clearDeepLink(storage: KeyValueStorage | undefined) {
  try {
    storage?.removeItem(DEEP_LINK_KEY)
  } catch (error) {
    console.error('[portico] local storage write failed:', error)
  }
}

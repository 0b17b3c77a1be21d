import type { KeyValueStorage } from '../../persistence/connectionStorage'
import { clearDeepLink, DEEP_LINK_KEY as KEY } from './clearDeepLink'
import type { WcLinking } from './connectionState'
import { readStoredDeepLink } from './readStoredDeepLink'
import { wcLinkingSchema } from './wcLinkingSchema'

/** The wallet link the user last opened. */
export interface DeepLinkStorage {
  read: () => WcLinking | undefined
  /** Keeps `linking` (dropped when it does not parse). */
  save: (linking: WcLinking) => void
  clear: () => void
}

/**
 * The wallet link the user last opened, kept so later requests can bring that wallet forward
 * (SPEC section 4: a reset clears it). Failures are logged to the console only (SPEC section 3).
 *
 * @example createDeepLinkStorage(browserStorage(window)).read()
 */
export function createDeepLinkStorage(storage: KeyValueStorage | undefined): DeepLinkStorage {
  return {
    read: () => readStoredDeepLink(storage),
    save(linking) {
      const parsed = wcLinkingSchema.safeParse(linking)
      if (!parsed.success) return
      try {
        storage?.setItem(KEY, JSON.stringify(parsed.data))
      } catch (error) {
        console.error('[portico] local storage write failed:', error)
      }
    },
    clear: () => clearDeepLink(storage),
  }
}

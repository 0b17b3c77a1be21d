import * as z from 'zod/mini'
import type { KeyValueStorage } from '../../persistence/connectionStorage'
import type { WcLinking } from './connectionState'

const KEY = '@portico/wc-deeplink'
const wcLinkingSchema = z.object({ name: z.string(), href: z.string() })

/**
 * The wallet link the user last opened, kept so later requests can bring that wallet forward
 * (SPEC section 4: a reset clears it). Failures are logged to the console only (SPEC section 3).
 */
export function createDeepLinkStorage(storage: KeyValueStorage | undefined) {
  return {
    read(): WcLinking | undefined {
      try {
        const raw = storage?.getItem(KEY)
        const parsed = raw ? wcLinkingSchema.safeParse(JSON.parse(raw)) : undefined
        return parsed?.success ? parsed.data : undefined
      } catch (error) {
        console.error('[portico] local storage read failed:', error)
        return undefined
      }
    },
    save(linking: WcLinking) {
      try {
        storage?.setItem(KEY, JSON.stringify(linking))
      } catch (error) {
        console.error('[portico] local storage write failed:', error)
      }
    },
    clear() {
      try {
        storage?.removeItem(KEY)
      } catch (error) {
        console.error('[portico] local storage write failed:', error)
      }
    },
  }
}

export type DeepLinkStorage = ReturnType<typeof createDeepLinkStorage>

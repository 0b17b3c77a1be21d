import { walletLinkSchema } from '@portico/contracts'
import * as z from 'zod/mini'
import type { KeyValueStorage } from '../../persistence/connectionStorage'
import { clearDeepLink, DEEP_LINK_KEY as KEY } from './clearDeepLink'
import type { WcLinking } from './connectionState'

// The same check when written and when read back: a hostile link stored by an older build is dropped.
const wcLinkingSchema = z.object({ name: z.string(), href: walletLinkSchema })

/**
 * The wallet link the user last opened, kept so later requests can bring that wallet forward
 * (SPEC section 4: a reset clears it). Failures are logged to the console only (SPEC section 3).
 */
export function createDeepLinkStorage(storage: KeyValueStorage | undefined) {
  return {
    read(): WcLinking | undefined {
      try {
        const raw = storage?.getItem(KEY)
        if (!raw) return undefined
        const parsed = wcLinkingSchema.safeParse(JSON.parse(raw))
        if (parsed.success) return parsed.data
        storage?.removeItem(KEY)
        return undefined
      } catch (error) {
        console.error('[portico] local storage read failed:', error)
        return undefined
      }
    },
    save(linking: WcLinking) {
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

export type DeepLinkStorage = ReturnType<typeof createDeepLinkStorage>

import type { KeyValueStorage } from '../../persistence/connectionStorage'
import { DEEP_LINK_KEY } from './clearDeepLink'
import type { WcLinking } from './connectionState'
import { wcLinkingSchema } from './wcLinkingSchema'

/**
 * The stored deep link, parsed (wcLinkingSchema); a value that fails (a hostile link, a malformed
 * record, text that is no JSON) is removed from storage, not merely ignored, so no later build or
 * script reads it. Storage failures are logged to the console only (SPEC section 3).
 * @example readStoredDeepLink(localStorage) // { name: 'Rainbow', href: 'rainbow://' } or undefined
 */
export function readStoredDeepLink(storage: KeyValueStorage | undefined): WcLinking | undefined {
  let raw: string | null | undefined
  try {
    raw = storage?.getItem(DEEP_LINK_KEY)
  } catch (error) {
    console.error('[portico] local storage read failed:', error)
    return undefined
  }
  if (!raw) return undefined
  let parsed: ReturnType<typeof wcLinkingSchema.safeParse> | undefined
  try {
    parsed = wcLinkingSchema.safeParse(JSON.parse(raw))
  } catch {
    parsed = undefined
  }
  if (parsed?.success) return parsed.data
  console.warn('[portico] dropped an invalid stored WalletConnect deep link')
  try {
    storage?.removeItem(DEEP_LINK_KEY)
  } catch (error) {
    console.error('[portico] local storage write failed:', error)
  }
  return undefined
}

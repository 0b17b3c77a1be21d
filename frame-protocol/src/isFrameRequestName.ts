import type { FrameRequestName } from './frameEventTypes'
import { FRAME_REQUEST_TYPES } from './frameEventTypes'

/**
 * True when `name` is one of SPEC section 7's requests; an own key only, so `constructor` or
 * `__proto__` in a hostile type never reads the prototype.
 * @example isFrameRequestName('CONNECT_EMAIL') // true
 */
export function isFrameRequestName(name: string): name is FrameRequestName {
  return Object.hasOwn(FRAME_REQUEST_TYPES, name)
}

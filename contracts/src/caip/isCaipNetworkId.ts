import { parseCaipNetworkId } from './parseCaipNetworkId'
import type { CaipNetworkId } from './types'

/**
 * Whether a value is a CAIP-2 network id that `parseCaipNetworkId` accepts.
 * @example isCaipNetworkId('eip155:1') // true
 * @example isCaipNetworkId('eip155') // false
 */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  if (typeof value !== 'string') return false
  try {
    parseCaipNetworkId(value)
    return true
  } catch {
    return false
  }
}

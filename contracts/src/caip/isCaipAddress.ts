import { parseCaipAddress } from './parseCaipAddress'
import type { CaipAddress } from './types'

/**
 * Whether a value is a CAIP-10 address that `parseCaipAddress` accepts.
 * @example isCaipAddress('eip155:1:0xabc') // true
 * @example isCaipAddress('eip155:1') // false
 */
export function isCaipAddress(value: unknown): value is CaipAddress {
  if (typeof value !== 'string') return false
  try {
    parseCaipAddress(value)
    return true
  } catch {
    return false
  }
}

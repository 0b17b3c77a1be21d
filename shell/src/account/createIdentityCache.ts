import { IDENTITY_CACHE_MS, identityResponseSchema, type IdentityResponse } from '@portico/contracts'
import * as z from 'zod/mini'
import type { KeyValueStorage } from '../persistence/connectionStorage'

const KEY = '@portico/identity-cache'
const cacheSchema = z.record(z.string(), z.object({ identity: identityResponseSchema, timestamp: z.number() }))

/** Identity lookups kept in local storage. */
export interface IdentityCache {
  /** The identity of `address` read within the last 5 minutes, if any. */
  get: (address: string) => IdentityResponse | undefined
  set: (address: string, identity: IdentityResponse) => void
}

/**
 * Identity lookups kept 5 minutes in local storage (SPEC section 3, cached entries).
 *
 * @example createIdentityCache(browserStorage(window)).get(address)
 */
export function createIdentityCache(storage: KeyValueStorage | undefined, now: () => number = Date.now): IdentityCache {
  const read = () => {
    try {
      const parsed = cacheSchema.safeParse(JSON.parse(storage?.getItem(KEY) ?? '{}'))
      return parsed.success ? parsed.data : {}
    } catch {
      return {}
    }
  }
  return {
    get(address) {
      const entry = read()[address.toLowerCase()]
      return entry && now() - entry.timestamp < IDENTITY_CACHE_MS ? entry.identity : undefined
    },
    set(address, identity) {
      try {
        storage?.setItem(KEY, JSON.stringify({ ...read(), [address.toLowerCase()]: { identity, timestamp: now() } }))
      } catch (error) {
        console.error('[portico] local storage write failed:', error)
      }
    },
  }
}

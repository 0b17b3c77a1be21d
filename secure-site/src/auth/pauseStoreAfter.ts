import type { AuthStore } from './authStore'

/** The store reads a race pauses after. */
export type PausedRead = 'getUser' | 'findUserByEmail' | 'findUserBySocial' | 'findUserByFarcasterFid' | 'readCount'

/** A store handle that holds its caller after a read, and the means to wait for that and to let it go on. */
export interface PausedStore {
  store: AuthStore
  /** Settles once the first call of the read has returned to the store (its caller waits). */
  paused: Promise<void>
  release(): void
}

/**
 * A store that stops after the first call of `method` returns, until `release`: its caller has
 * read, and waits to write, while a test runs another whole request.
 * @example const a = pauseStoreAfter(store, 'getUser'); await Promise.all([first(a.store), a.paused.then(second).finally(a.release)])
 */
export function pauseStoreAfter(store: AuthStore, method: PausedRead): PausedStore {
  let reached = () => {}
  let release = () => {}
  const paused = new Promise<void>((resolve) => (reached = resolve))
  const released = new Promise<void>((resolve) => (release = resolve))
  let first = true
  const stopOnce = async <T>(result: T): Promise<T> => {
    if (!first) return result
    first = false
    reached()
    await released
    return result
  }
  const wrapped: Record<PausedRead, Partial<AuthStore>> = {
    getUser: { getUser: async (id) => stopOnce(await store.getUser(id)) },
    findUserByEmail: { findUserByEmail: async (email) => stopOnce(await store.findUserByEmail(email)) },
    findUserBySocial: { findUserBySocial: async (provider, subject) => stopOnce(await store.findUserBySocial(provider, subject)) },
    findUserByFarcasterFid: { findUserByFarcasterFid: async (fid) => stopOnce(await store.findUserByFarcasterFid(fid)) },
    readCount: { readCount: async (key, now) => stopOnce(await store.readCount(key, now)) },
  }
  return { store: { ...store, ...wrapped[method] }, paused, release }
}

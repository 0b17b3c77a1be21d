import { memoryStorage } from './memoryStorage'
import type { KeyValueStorage } from './frameStorage'

/**
 * The frame origin's localStorage, or a memory one where the browser denies it (a frame on
 * another site than the dapp, with third-party storage blocked): the frame still works, but a
 * reload then forgets the session.
 * @example const storage = frameLocalStorage(window)
 */
export function frameLocalStorage(window: Pick<Window, 'localStorage'>, warn: (...args: unknown[]) => void = console.warn): KeyValueStorage {
  try {
    const storage = window.localStorage
    storage.getItem('portico-secure-site:probe')
    return storage
  } catch (error) {
    warn('[secure site] localStorage is denied to this frame; the session will not survive a reload', error)
    return memoryStorage()
  }
}

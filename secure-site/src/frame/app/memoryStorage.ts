import type { KeyValueStorage } from './frameStorage'

/**
 * A Map-backed storage: the frame's fallback where the browser denies it localStorage (a
 * cross-site frame with third-party storage blocked), and the tests' localStorage.
 * @example const storage = memoryStorage()
 */
export function memoryStorage(entries: Record<string, string> = {}): KeyValueStorage & { entries: Map<string, string> } {
  const map = new Map(Object.entries(entries))
  return {
    entries: map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

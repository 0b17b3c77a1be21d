import type { KeyValueStorage } from './frameStorage'

/**
 * JSON values in the frame's storage: an unreadable value reads as undefined, a failed write is
 * logged and dropped. Callers parse what they read with their own schema.
 */
export function createJsonStorage(storage: KeyValueStorage) {
  return {
    read(key: string): unknown {
      try {
        const text = storage.getItem(key)
        return text === null ? undefined : (JSON.parse(text) as unknown)
      } catch {
        return undefined
      }
    },
    write(key: string, value: unknown) {
      try {
        storage.setItem(key, JSON.stringify(value))
      } catch (error) {
        console.warn('[secure site] could not write localStorage', error)
      }
    },
  }
}

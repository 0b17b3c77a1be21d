import type { KeyValueStorage } from './storedRecord'

/** localStorage when it exists and works; undefined on the server or when blocked. */
export function browserStorage(): KeyValueStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}

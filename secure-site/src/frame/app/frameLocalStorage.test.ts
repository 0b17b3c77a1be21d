import { describe, expect, it } from 'vitest'
import { frameLocalStorage } from './frameLocalStorage'
import { memoryStorage } from './memoryStorage'

describe('frameLocalStorage', () => {
  it('is localStorage when the browser allows it', () => {
    const storage = memoryStorage()
    expect(frameLocalStorage({ localStorage: storage as unknown as Storage })).toBe(storage)
  })

  it('falls back to memory when reading localStorage throws (third-party storage blocked)', () => {
    const denied = Object.defineProperty({}, 'localStorage', {
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError')
      },
    }) as Pick<Window, 'localStorage'>
    const warnings: unknown[] = []
    const storage = frameLocalStorage(denied, (...args) => warnings.push(args))
    storage.setItem('key', 'value')
    expect(storage.getItem('key')).toBe('value')
    expect(warnings).toHaveLength(1)
  })
})

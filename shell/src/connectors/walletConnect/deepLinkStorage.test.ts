import { memoryStorage } from '../../testing/memoryStorage'
import { hostileLink } from '@portico/contracts/testing/vitest'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createDeepLinkStorage } from './deepLinkStorage'

const KEY = '@portico/wc-deeplink'


describe('deep link storage', () => {
  it('keeps the wallet link the user opened', () => {
    const storage = createDeepLinkStorage(memoryStorage())
    storage.save({ name: 'Rainbow', href: 'rainbow://' })
    expect(storage.read()).toEqual({ name: 'Rainbow', href: 'rainbow://' })
    storage.clear()
    expect(storage.read()).toBeUndefined()
  })

  it('neither writes nor reads back a hostile link', () => {
    fc.assert(
      fc.property(hostileLink, (href) => {
        const memory = memoryStorage()
        const storage = createDeepLinkStorage(memory)
        storage.save({ name: 'Evil', href })
        expect(memory.data.has(KEY)).toBe(false)
        memory.data.set(KEY, JSON.stringify({ name: 'Evil', href }))
        expect(storage.read()).toBeUndefined()
        expect(memory.data.has(KEY)).toBe(false)
      }),
    )
  })
})

import { hostileLink } from '@portico/contracts/testing/vitest'
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../../testing/memoryStorage'
import { readStoredDeepLink } from './readStoredDeepLink'

const KEY = '@portico/wc-deeplink'
vi.spyOn(console, 'warn').mockImplementation(() => undefined)

describe('readStoredDeepLink', () => {
  it('reads a wallet link back and keeps it', () => {
    for (const href of ['rainbow://', 'metamask:', 'https://link.trustwallet.com']) {
      const storage = memoryStorage({ [KEY]: JSON.stringify({ name: 'Wallet', href }) })
      expect(readStoredDeepLink(storage)).toEqual({ name: 'Wallet', href })
      expect(storage.data.has(KEY)).toBe(true)
    }
    expect(readStoredDeepLink(memoryStorage())).toBeUndefined()
  })

  it('removes a hostile link from storage', () => {
    fc.assert(
      fc.property(hostileLink, (href) => {
        const storage = memoryStorage({ [KEY]: JSON.stringify({ name: 'Evil', href }) })
        expect(readStoredDeepLink(storage)).toBeUndefined()
        expect(storage.data.has(KEY)).toBe(false)
      }),
    )
  })

  it('removes a malformed record: not JSON, not an object, fields missing or of another type, a name past 100 characters', () => {
    for (const raw of ['{', 'javascript:alert(1)', '"rainbow://"', 'null', '[]', JSON.stringify({ href: 'rainbow://' }), JSON.stringify({ name: 1, href: 'rainbow://' }), JSON.stringify({ name: 'x'.repeat(101), href: 'rainbow://' })]) {
      const storage = memoryStorage({ [KEY]: raw })
      expect([raw, readStoredDeepLink(storage)]).toEqual([raw, undefined])
      expect([raw, storage.data.has(KEY)]).toEqual([raw, false])
    }
  })
})

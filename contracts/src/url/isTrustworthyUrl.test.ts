import fc from 'fast-check'
import { hostileSchemeUrl } from '../testing/hostileLinks'
import { describe, expect, it } from 'vitest'
import { isTrustworthyUrl } from './isTrustworthyUrl'

describe('isTrustworthyUrl', () => {
  it('accepts https URLs with a host and no credentials', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['https'], withQueryParameters: true, withFragments: true, authoritySettings: { withUserInfo: true, withPort: true } }), (url) => {
        const parsed = new URL(url)
        expect(isTrustworthyUrl(url)).toBe(parsed.username === '' && parsed.password === '')
      }),
    )
  })

  it('accepts http on loopback only', () => {
    for (const url of ['http://localhost:5174/oauth', 'http://127.0.0.1:5174/', 'http://[::1]:80/']) expect(isTrustworthyUrl(url)).toBe(true)
    for (const url of ['http://example.com/', 'http://127.0.0.2/', 'http://localhost.evil.example/']) expect(isTrustworthyUrl(url)).toBe(false)
  })

  it('refuses hostile schemes, relative paths, credentials and sneaky characters', () => {
    fc.assert(
      fc.property(hostileSchemeUrl, (url) => {
        expect(isTrustworthyUrl(url)).toBe(false)
      }),
    )
    for (const url of ['/oauth', '//evil.example/', 'https://user:pw@accounts.example/', ' https://accounts.example/', 'https://accounts.example/\n', 'wss://relay.example/']) {
      expect(isTrustworthyUrl(url)).toBe(false)
    }
  })
})

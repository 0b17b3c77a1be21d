import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isHttpsUrlOnHost } from './isHttpsUrlOnHost'

describe('isHttpsUrlOnHost', () => {
  it('accepts https on exactly the host, with any path and query', () => {
    expect(isHttpsUrlOnHost('https://pay.coinbase.com/buy/select-asset?appId=a', 'pay.coinbase.com')).toBe(true)
    expect(isHttpsUrlOnHost('HTTPS://PAY.COINBASE.COM/', 'pay.coinbase.com')).toBe(true)
  })

  it.each([
    'https://pay.coinbase.com@evil.example/',
    'https://user:pw@pay.coinbase.com/',
    'https://evil.example/pay.coinbase.com',
    'https://pay.coinbase.com.evil.example/',
    'https://evil.pay.coinbase.com/',
    'http://pay.coinbase.com/',
    'https://pay.coinbase.com:8443/',
    ' https://pay.coinbase.com/',
    'javascript://pay.coinbase.com/%0aalert(1)',
    '//pay.coinbase.com/',
  ])('refuses %s', (url) => {
    expect(isHttpsUrlOnHost(url, 'pay.coinbase.com')).toBe(false)
  })

  it('never accepts a URL whose parsed host differs or that has credentials', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true, authoritySettings: { withUserInfo: true, withPort: true } }), (url) => {
        const parsed = new URL(url)
        const accepted = isHttpsUrlOnHost(url, 'pay.coinbase.com')
        if (accepted) expect([parsed.protocol, parsed.host, parsed.username, parsed.password]).toEqual(['https:', 'pay.coinbase.com', '', ''])
      }),
    )
  })
})

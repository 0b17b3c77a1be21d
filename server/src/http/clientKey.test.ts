import { describe, expect, it } from 'vitest'
import { clientKey } from './clientKey'

describe('clientKey', () => {
  it('counts IPv4 addresses apart, and an IPv4-mapped address as its IPv4', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  it('counts every address of an IPv6 /64 as one client, however it is written', () => {
    const key = '2001:db8:1:2::/64'
    expect(clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe(key)
    expect(clientKey('2001:0db8:0001:0002::1')).toBe(key)
    expect(clientKey('2001:DB8:1:2::ffff')).toBe(key)
    expect(clientKey('2001:db8:1:3::1')).not.toBe(key)
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
  })

  it('keeps what is no address as it is', () => {
    expect(clientKey('unknown')).toBe('unknown')
  })
})

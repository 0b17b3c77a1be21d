import { isIPv6 } from 'node:net'

/** Hextets of an IPv6 address that name its /64: one subscriber's network, which holds 2^64 addresses. */
const PREFIX_HEXTETS = 4

/**
 * The key a client's quota is counted under: an IPv4 address as it is, an IPv6 address by its
 * /64, since one subscriber can use any address of it (counting each apart would give them
 * 2^64 quotas). An IPv4-mapped IPv6 address counts as its IPv4 address.
 * @example clientKey('2001:db8:1:2:aaaa::1') // '2001:db8:1:2::/64'
 * @example clientKey('::ffff:203.0.113.7') // '203.0.113.7'
 */
export function clientKey(address: string): string {
  // Every IPv6 form holds a colon; an IPv4 address skips the IPv6 parse, which runs on each request.
  if (!address.includes(':')) return address
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped?.[1]) return mapped[1]
  if (!isIPv6(address)) return address
  const [head = '', tail = ''] = address.toLowerCase().split('::')
  const headParts = head ? head.split(':') : []
  const tailParts = tail ? tail.split(':') : []
  const hextets = address.includes('::') ? [...headParts, ...Array<string>(8 - headParts.length - tailParts.length).fill('0'), ...tailParts] : headParts
  return `${hextets
    .slice(0, PREFIX_HEXTETS)
    .map((part) => part.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

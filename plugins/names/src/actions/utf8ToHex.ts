/**
 * A text's UTF-8 bytes as 0x-hex, the form personal_sign takes a message in. Written here, not
 * viem's stringToHex: that one brings viem's error classes into this remote (about 1 kB gzip).
 * @example utf8ToHex('hi') // '0x6869'
 */
export function utf8ToHex(text: string): `0x${string}` {
  return `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

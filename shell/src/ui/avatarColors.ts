/** FNV-1a over the text's UTF-16 code units: a spread-out 32-bit number, the same on every page. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash >>> 0
}

/**
 * The two colours of an address's avatar, from a hash of its lower-cased text: the same account
 * always looks the same, on any page, and two accounts rarely look alike. A colour is no secret,
 * so a fast non-cryptographic hash does; it works alike for EVM, Solana and Bitcoin addresses.
 * @example avatarColors('0xf39F...2266') // ['hsl(326 70% 55%)', 'hsl(43 65% 45%)']
 */
export function avatarColors(address: string): [string, string] {
  const hash = fnv1a(address.toLowerCase())
  const first = Math.round(((hash & 0xff) * 360) / 256)
  const second = (first + 40 + ((hash >>> 8) & 0xff) % 140) % 360
  return [`hsl(${first} 70% 55%)`, `hsl(${second} 65% 45%)`]
}

/**
 * The tint of a letter badge: a hue from the name, so "USDC" is always the same colour.
 * @example badgeHue('USDC') // 197
 */
export function badgeHue(name: string): number {
  let hash = 0
  for (const char of name.toUpperCase()) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360
  return hash
}

import { keccak256, toBytes } from 'viem'

/**
 * The two colours of an address's avatar, from the hash of its lower-cased text: the same account
 * always looks the same, on any page, and two accounts rarely look alike.
 * @example avatarColors('0xf39F...2266') // ['hsl(212 70% 55%)', 'hsl(318 65% 45%)']
 */
export function avatarColors(address: string): [string, string] {
  const bytes = toBytes(keccak256(toBytes(address.toLowerCase())))
  const hue = (i: number) => Math.round(((bytes[i] ?? 0) * 360) / 256)
  return [`hsl(${hue(0)} 70% 55%)`, `hsl(${(hue(0) + 40 + ((bytes[1] ?? 0) % 140)) % 360} 65% 45%)`]
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

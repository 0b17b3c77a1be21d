import { randomInt } from 'node:crypto'

/**
 * A 6-digit one-time code from the OS's CSPRNG, leading zeros kept.
 * @example generateOtp() // '042917'
 */
export function generateOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

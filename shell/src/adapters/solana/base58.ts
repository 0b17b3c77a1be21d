// Base58 (Bitcoin's alphabet, as Solana uses) for messages and signatures. Here rather than kit's
// codecs: those bring ~7 kB gzip of kit's error machinery into every dapp importing this entry.
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const DIGITS = new Map([...ALPHABET].map((char, index) => [char, index]))

/** @example toBase58(Uint8Array.of(0, 1)) // '12' */
export function toBase58(bytes: Uint8Array): string {
  // Base-58 digits, least significant first, by long division of the bytes.
  const digits: number[] = []
  for (const byte of bytes) {
    let carry = byte
    for (let i = 0; i < digits.length; i++) {
      carry += (digits[i] ?? 0) * 256
      digits[i] = carry % 58
      carry = Math.floor(carry / 58)
    }
    for (; carry > 0; carry = Math.floor(carry / 58)) digits.push(carry % 58)
  }
  // Each leading zero byte is a leading '1'.
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  return '1'.repeat(zeros) + digits.reverse().map((digit) => ALPHABET[digit]).join('')
}

/** Throws on a character outside the alphabet. @example fromBase58('12') // Uint8Array [0, 1] */
export function fromBase58(text: string): Uint8Array {
  const bytes: number[] = []
  for (const char of text) {
    let carry = DIGITS.get(char)
    if (carry === undefined) throw new Error(`Invalid base58 character '${char}'`)
    for (let i = 0; i < bytes.length; i++) {
      carry += (bytes[i] ?? 0) * 58
      bytes[i] = carry & 0xff
      carry >>= 8
    }
    for (; carry > 0; carry >>= 8) bytes.push(carry & 0xff)
  }
  let ones = 0
  while (ones < text.length && text[ones] === '1') ones++
  return Uint8Array.from([...new Array<number>(ones).fill(0), ...bytes.reverse()])
}

import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'

const MAGIC = new TextEncoder().encode('\x18Bitcoin Signed Message:\n')

/** Bitcoin's variable-length integer, enough for messages below 4 GB. */
function varint(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n)
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8)
  return Uint8Array.of(0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff)
}

/** The hash a Bitcoin signed message signs: double SHA-256 of the magic prefix and the message. */
export function bitcoinMessageHash(message: Uint8Array): Uint8Array {
  const length = varint(message.length)
  const data = new Uint8Array(MAGIC.length + length.length + message.length)
  data.set(MAGIC, 0)
  data.set(length, MAGIC.length)
  data.set(message, MAGIC.length + length.length)
  return sha256(sha256(data))
}

/**
 * A BIP-137 signed message for a P2WPKH address: a header byte (39 + recovery id) and the
 * compact signature, 65 bytes; wallets and explorers show it base64.
 * @example signBitcoinMessage(new TextEncoder().encode('hi'), privateKey).length // 65
 */
export function signBitcoinMessage(message: Uint8Array, privateKey: Uint8Array): Uint8Array {
  const signature = secp256k1.sign(bitcoinMessageHash(message), privateKey)
  const out = new Uint8Array(65)
  out[0] = 39 + signature.recovery
  out.set(signature.toCompactRawBytes(), 1)
  return out
}

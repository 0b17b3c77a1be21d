import { ed25519 } from '@noble/curves/ed25519'
import { hexToBytes } from '@noble/hashes/utils'

const OPEN = '<Bytes>'
const CLOSE = '</Bytes>'

/** Raw data as polkadot-js reads it: hex when it is 0x-hex, else UTF-8 text. */
export function rawDataBytes(data: string): Uint8Array {
  return /^0x([0-9a-fA-F]{2})*$/.test(data) ? hexToBytes(data.slice(2)) : new TextEncoder().encode(data)
}

/**
 * polkadot-js wraps raw bytes in `<Bytes>...</Bytes>` before signing, so a signed message can
 * never be a valid extrinsic; verifiers unwrap the same way.
 */
export function wrapBytes(bytes: Uint8Array): Uint8Array {
  const text = new TextDecoder().decode(bytes)
  if (text.startsWith(OPEN) && text.endsWith(CLOSE)) return bytes
  const encoder = new TextEncoder()
  return Uint8Array.of(...encoder.encode(OPEN), ...bytes, ...encoder.encode(CLOSE))
}

/** The signRaw signature of `data` with an ed25519 seed, as 0x-hex. */
export function signRawEd25519(data: string, seed: Uint8Array): `0x${string}` {
  const signature = ed25519.sign(wrapBytes(rawDataBytes(data)), seed)
  return `0x${Array.from(signature, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

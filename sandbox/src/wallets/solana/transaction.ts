/** Reads a compact-u16 (Solana's short vector length) at `offset`. */
export function readCompactU16(bytes: Uint8Array, offset: number): { value: number; size: number } {
  let value = 0
  for (let size = 0; size < 3; size++) {
    const byte = bytes[offset + size]
    if (byte === undefined) throw new Error('Truncated transaction')
    value |= (byte & 0x7f) << (7 * size)
    if ((byte & 0x80) === 0) return { value, size: size + 1 }
  }
  throw new Error('Invalid compact-u16')
}

export interface WireTransaction {
  signatures: Uint8Array[]
  /** The message bytes every signature covers. */
  message: Uint8Array
  /** The accounts that must sign, in signature order. */
  signers: Uint8Array[]
}

/**
 * Splits a wire transaction (legacy or versioned) into its signatures and message, and reads the
 * message's required signers.
 * @example parseWireTransaction(bytes).signers.length // 1
 */
export function parseWireTransaction(bytes: Uint8Array): WireTransaction {
  const count = readCompactU16(bytes, 0)
  const signatures: Uint8Array[] = []
  let offset = count.size
  for (let i = 0; i < count.value; i++, offset += 64) signatures.push(bytes.slice(offset, offset + 64))
  const message = bytes.slice(offset)
  // A versioned message starts with 0x80 | version; a legacy one with its header.
  const headerAt = (message[0] ?? 0) & 0x80 ? 1 : 0
  const required = message[headerAt]
  if (required === undefined || required !== count.value) throw new Error('Signature count does not match the message header')
  const keys = readCompactU16(message, headerAt + 3)
  const signers: Uint8Array[] = []
  for (let i = 0, at = headerAt + 3 + keys.size; i < required; i++, at += 32) signers.push(message.slice(at, at + 32))
  if (signers.some((key) => key.length !== 32)) throw new Error('Truncated account keys')
  return { signatures, message, signers }
}

/** The wire transaction with `signature` in `signer`'s slot; throws if `signer` need not sign. */
export function withSignature(bytes: Uint8Array, signer: Uint8Array, sign: (message: Uint8Array) => Uint8Array): Uint8Array {
  const { signatures, message, signers } = parseWireTransaction(bytes)
  const index = signers.findIndex((key) => key.every((byte, i) => byte === signer[i]))
  if (index < 0) throw new Error('The transaction does not ask this wallet to sign')
  signatures[index] = sign(message)
  const prefix = bytes.slice(0, bytes.length - message.length - 64 * signatures.length)
  const out = new Uint8Array(bytes.length)
  out.set(prefix, 0)
  signatures.forEach((signature, i) => out.set(signature, prefix.length + 64 * i))
  out.set(message, prefix.length + 64 * signatures.length)
  return out
}

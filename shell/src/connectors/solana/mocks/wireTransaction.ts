import { ed25519 } from '@noble/curves/ed25519'

const readCompactU16 = (bytes: Uint8Array, offset: number) => {
  let value = 0
  for (let size = 0; size < 3; size++) {
    const byte = bytes[offset + size]
    if (byte === undefined) throw new Error('truncated transaction')
    value |= (byte & 0x7f) << (7 * size)
    if ((byte & 0x80) === 0) return { value, size: size + 1 }
  }
  throw new Error('invalid compact-u16')
}

/**
 * Checks a wire transaction (legacy or v0) as a node's signature verification does: as many
 * signatures as the message header requires, each a valid Ed25519 signature of the message by
 * the matching account key. Returns the signatures, the first being the transaction id.
 */
export function verifyWireTransaction(bytes: Uint8Array): Uint8Array[] {
  const count = readCompactU16(bytes, 0)
  const signatures: Uint8Array[] = []
  for (let i = 0, at = count.size; i < count.value; i++, at += 64) signatures.push(bytes.slice(at, at + 64))
  const message = bytes.slice(count.size + 64 * count.value)
  const headerAt = (message[0] ?? 0) & 0x80 ? 1 : 0
  if (message[headerAt] !== count.value || count.value === 0) throw new Error('signature count does not match the message header')
  const keys = readCompactU16(message, headerAt + 3)
  signatures.forEach((signature, i) => {
    const at = headerAt + 3 + keys.size + 32 * i
    const key = message.slice(at, at + 32)
    if (key.length !== 32 || signature.length !== 64 || !ed25519.verify(signature, message, key)) throw new Error('Transaction signature verification failure')
  })
  return signatures
}

/** A System Program transfer found in a wire transaction. */
export interface SystemTransfer {
  from: string
  to: string
  lamports: bigint
}

const SYSTEM_PROGRAM_ADDRESS = '11111111111111111111111111111111'

/**
 * The fee payer and the System Program transfers (instruction 2: u32 LE 2, u64 LE lamports) of a
 * wire transaction, legacy or v0, read from its static account keys; other instructions are
 * ignored. Addresses are returned base58, through `encode`.
 */
export function readSystemTransfers(bytes: Uint8Array, encode: (key: Uint8Array) => string): { feePayer: string | undefined; transfers: SystemTransfer[] } {
  const count = readCompactU16(bytes, 0)
  const message = bytes.slice(count.size + 64 * count.value)
  let at = (message[0] ?? 0) & 0x80 ? 1 : 0
  at += 3
  const keyCount = readCompactU16(message, at)
  at += keyCount.size
  const keys: string[] = []
  for (let i = 0; i < keyCount.value; i++, at += 32) keys.push(encode(message.slice(at, at + 32)))
  at += 32 // recent blockhash
  const instructions = readCompactU16(message, at)
  at += instructions.size
  const transfers: SystemTransfer[] = []
  for (let i = 0; i < instructions.value; i++) {
    const program = keys[message[at] ?? -1]
    at += 1
    const accountCount = readCompactU16(message, at)
    at += accountCount.size
    const accounts = Array.from(message.slice(at, at + accountCount.value), (index) => keys[index])
    at += accountCount.value
    const dataLength = readCompactU16(message, at)
    at += dataLength.size
    const data = message.slice(at, at + dataLength.value)
    at += dataLength.value
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
    const [from, to] = accounts
    if (program === SYSTEM_PROGRAM_ADDRESS && data.length === 12 && view.getUint32(0, true) === 2 && from && to) {
      transfers.push({ from, to, lamports: view.getBigUint64(4, true) })
    }
  }
  return { feePayer: keys[0], transfers }
}

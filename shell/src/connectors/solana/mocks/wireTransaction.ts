import { ed25519 } from '@noble/curves/ed25519'
import { sha256 } from '@noble/hashes/sha2'
import { concatBytes } from '@noble/hashes/utils'

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

/** An instruction of a wire transaction, its program and accounts base58. */
export interface WireInstruction {
  program: string | undefined
  accounts: (string | undefined)[]
  data: Uint8Array
}

/**
 * The fee payer and the instructions of a wire transaction, legacy or v0, read from its static
 * account keys (lookup tables are not resolved). Addresses are returned base58, through `encode`.
 */
export function readInstructions(bytes: Uint8Array, encode: (key: Uint8Array) => string): { feePayer: string | undefined; instructions: WireInstruction[] } {
  const count = readCompactU16(bytes, 0)
  const message = bytes.slice(count.size + 64 * count.value)
  let at = (message[0] ?? 0) & 0x80 ? 1 : 0
  at += 3
  const keyCount = readCompactU16(message, at)
  at += keyCount.size
  const keys: string[] = []
  for (let i = 0; i < keyCount.value; i++, at += 32) keys.push(encode(message.slice(at, at + 32)))
  at += 32 // recent blockhash
  const instructionCount = readCompactU16(message, at)
  at += instructionCount.size
  const instructions: WireInstruction[] = []
  for (let i = 0; i < instructionCount.value; i++) {
    const program = keys[message[at] ?? -1]
    at += 1
    const accountCount = readCompactU16(message, at)
    at += accountCount.size
    const accounts = Array.from(message.slice(at, at + accountCount.value), (index) => keys[index])
    at += accountCount.value
    const dataLength = readCompactU16(message, at)
    at += dataLength.size
    instructions.push({ program, accounts, data: message.slice(at, at + dataLength.value) })
    at += dataLength.value
  }
  return { feePayer: keys[0], instructions }
}

/**
 * The fee payer and the System Program transfers (instruction 2: u32 LE 2, u64 LE lamports) of a
 * wire transaction, legacy or v0; other instructions are ignored. Addresses are returned base58,
 * through `encode`.
 */
export function readSystemTransfers(bytes: Uint8Array, encode: (key: Uint8Array) => string): { feePayer: string | undefined; transfers: SystemTransfer[] } {
  const { feePayer, instructions } = readInstructions(bytes, encode)
  const transfers: SystemTransfer[] = []
  for (const { program, accounts, data } of instructions) {
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
    const [from, to] = accounts
    if (program === SYSTEM_PROGRAM_ADDRESS && data.length === 12 && view.getUint32(0, true) === 2 && from && to) {
      transfers.push({ from, to, lamports: view.getBigUint64(4, true) })
    }
  }
  return { feePayer, transfers }
}

export const TOKEN_PROGRAM_ADDRESS = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const ASSOCIATED_TOKEN_PROGRAM_ADDRESS = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

/** The token instructions the mock understands: an associated account created, a TransferChecked. */
export type TokenInstruction =
  | { kind: 'createAssociated'; payer: string; account: string; owner: string; mint: string; idempotent: boolean }
  | { kind: 'transferChecked'; source: string; mint: string; destination: string; authority: string; amount: bigint; decimals: number }

/**
 * The associated-token Create / CreateIdempotent (data empty, 0 or 1) and token-program
 * TransferChecked (u8 12, u64 LE amount, u8 decimals) instructions of a wire transaction, in
 * order. Any other token or associated-token instruction throws: the mock cannot apply it.
 */
export function readTokenInstructions(bytes: Uint8Array, encode: (key: Uint8Array) => string): TokenInstruction[] {
  const found: TokenInstruction[] = []
  for (const { program, accounts, data } of readInstructions(bytes, encode).instructions) {
    if (program === ASSOCIATED_TOKEN_PROGRAM_ADDRESS) {
      const [payer, account, owner, mint, system, token] = accounts
      const create = data.length === 0 || (data.length === 1 && (data[0] === 0 || data[0] === 1))
      if (!create || !payer || !account || !owner || !mint || system !== SYSTEM_PROGRAM_ADDRESS || token !== TOKEN_PROGRAM_ADDRESS) throw new Error('unsupported associated-token instruction')
      found.push({ kind: 'createAssociated', payer, account, owner, mint, idempotent: data[0] === 1 })
    } else if (program === TOKEN_PROGRAM_ADDRESS) {
      const [source, mint, destination, authority] = accounts
      const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
      if (data.length !== 10 || data[0] !== 12 || !source || !mint || !destination || !authority) throw new Error('unsupported token instruction')
      found.push({ kind: 'transferChecked', source, mint, destination, authority, amount: view.getBigUint64(1, true), decimals: view.getUint8(9) })
    }
  }
  return found
}

/**
 * The associated token account of `owner` for `mint` (raw 32-byte keys): the first bump from 255
 * down whose sha256(owner, token program, mint, bump, associated-token program,
 * "ProgramDerivedAddress") is off the Ed25519 curve, as the runtime derives it.
 */
export function associatedTokenAddress(owner: Uint8Array, mint: Uint8Array, decode: (address: string) => Uint8Array): Uint8Array {
  const marker = new TextEncoder().encode('ProgramDerivedAddress')
  for (let bump = 255; bump >= 0; bump--) {
    const hash = sha256(concatBytes(owner, decode(TOKEN_PROGRAM_ADDRESS), mint, Uint8Array.of(bump), decode(ASSOCIATED_TOKEN_PROGRAM_ADDRESS), marker))
    try {
      ed25519.ExtendedPoint.fromHex(hash)
    } catch {
      return hash
    }
  }
  throw new Error('no off-curve bump')
}

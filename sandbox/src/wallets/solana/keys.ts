import { ed25519 } from '@noble/curves/ed25519'
import { sha256 } from '@noble/hashes/sha2'
import { base58 } from '@scure/base'

/** The sandbox Solana wallet's Ed25519 secret: fixed, so tests know its address. Never use it for value. */
export const SANDBOX_SOLANA_SECRET = sha256(new TextEncoder().encode('portico-sandbox-solana'))
export const SANDBOX_SOLANA_PUBLIC_KEY = ed25519.getPublicKey(SANDBOX_SOLANA_SECRET)
/** A Solana address is the base58 of the Ed25519 public key. */
export const SANDBOX_SOLANA_ADDRESS = base58.encode(SANDBOX_SOLANA_PUBLIC_KEY)

/** Signs bytes with the sandbox key (Ed25519, 64-byte signature). */
export const signWithSandboxKey = (message: Uint8Array) => ed25519.sign(message, SANDBOX_SOLANA_SECRET)

/** The mint of 'PUSD', the SPL token (6 decimals) the sandbox Solana wallet holds 100 of in the mocks. */
export const SANDBOX_SOLANA_PUSD_MINT = 'D1P5fB3113ACfhyxNpbTmqY4mvpa2YNjM79Bbz6eSPsV'
export const SANDBOX_SOLANA_PUSD_DECIMALS = 6

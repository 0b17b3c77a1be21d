import { ed25519 } from '@noble/curves/ed25519'
import { blake2b } from '@noble/hashes/blake2b'
import { sha256 } from '@noble/hashes/sha2'
import { base58 } from '@scure/base'

/**
 * The sandbox Polkadot account's key. Real Polkadot accounts are mostly sr25519; ed25519 is an
 * account type Polkadot supports too, and signs with audited code available here.
 */
export const SANDBOX_POLKADOT_SEED = sha256(new TextEncoder().encode('portico-sandbox-polkadot'))
export const SANDBOX_POLKADOT_PUBLIC_KEY = ed25519.getPublicKey(SANDBOX_POLKADOT_SEED)

const SS58_PREFIX = new TextEncoder().encode('SS58PRE')

/**
 * An SS58 address: base58 of the network prefix, the public key and a 2-byte blake2b-512 checksum.
 * @example ss58Address(publicKey, 0) // '1...' on Polkadot
 */
export function ss58Address(publicKey: Uint8Array, network: number): string {
  if (network < 0 || network > 63) throw new Error('Only one-byte SS58 prefixes are supported')
  const payload = Uint8Array.of(network, ...publicKey)
  const checksum = blake2b(Uint8Array.of(...SS58_PREFIX, ...payload), { dkLen: 64 }).slice(0, 2)
  return base58.encode(Uint8Array.of(...payload, ...checksum))
}

/** On Polkadot's relay chain (SS58 prefix 0). */
export const SANDBOX_POLKADOT_ADDRESS = ss58Address(SANDBOX_POLKADOT_PUBLIC_KEY, 0)

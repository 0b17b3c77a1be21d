import { secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { bech32 } from '@scure/base'

/** The sandbox Bitcoin wallet's secp256k1 key: fixed, so tests know its address. Testnet only. */
export const SANDBOX_BITCOIN_PRIVATE_KEY = sha256(new TextEncoder().encode('portico-sandbox-bitcoin'))
export const SANDBOX_BITCOIN_PUBLIC_KEY = secp256k1.getPublicKey(SANDBOX_BITCOIN_PRIVATE_KEY, true)

/**
 * A native SegWit (P2WPKH) address: bech32 of witness version 0 and the key's hash160.
 * @example p2wpkhAddress(publicKey, 'tb') // 'tb1q...'
 */
export function p2wpkhAddress(publicKey: Uint8Array, prefix: 'bc' | 'tb'): string {
  return bech32.encode(prefix, [0, ...bech32.toWords(ripemd160(sha256(publicKey)))])
}

export const SANDBOX_BITCOIN_ADDRESS = p2wpkhAddress(SANDBOX_BITCOIN_PUBLIC_KEY, 'tb')

import { ed25519 } from '@noble/curves/ed25519'
import { sha256 } from '@noble/hashes/sha2'
import { base58 } from '@scure/base'

/**
 * The sandbox WalletConnect wallet's Solana account: an Ed25519 key of its own (not the injected
 * sandbox Solana wallet's), fixed so tests know its address. A public sandbox key: never hold value.
 */
export const WALLETCONNECT_SOLANA_SECRET = sha256(new TextEncoder().encode('portico-sandbox-walletconnect-solana'))
export const WALLETCONNECT_SOLANA_PUBLIC_KEY = ed25519.getPublicKey(WALLETCONNECT_SOLANA_SECRET)
/** A Solana address is the base58 of the Ed25519 public key. */
export const WALLETCONNECT_SOLANA_ADDRESS = base58.encode(WALLETCONNECT_SOLANA_PUBLIC_KEY)

/** Signs bytes with the wallet's Solana key (64-byte Ed25519 signature). */
export const signWithWalletConnectSolanaKey = (message: Uint8Array) => ed25519.sign(message, WALLETCONNECT_SOLANA_SECRET)

/**
 * The Solana chains the wallet grants: Devnet only, the cluster sandbox/src/solana (solana.html)
 * starts on. Keyed by CAIP-2 id, valued by the name the approval cards show.
 */
export const WALLETCONNECT_SOLANA_CHAINS: Readonly<Record<string, string>> = {
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'Solana Devnet',
}

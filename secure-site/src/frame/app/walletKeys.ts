import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { bytesToHex, hexToBytes, type Hex, type LocalAccount } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'

const hex32 = z.custom<Hex>((value) => typeof value === 'string' && /^0x[0-9a-f]{64}$/i.test(value), 'Expected 32 bytes of hex')

/** The key material as the frame stores it, sealed, at the auth service (`PUT /v1/wallet-key`). */
export const walletKeyBlobSchema = z.object({ version: z.literal(1), eip155: hex32, solana: hex32 })

/** The user's keys, held in the frame's memory only. */
export type WalletKeys = {
  /** The EVM account (secp256k1), the same address on every eip155 chain. */
  evm: LocalAccount
  solana: {
    /** The base58 Ed25519 public key, which is the Solana address. */
    address: string
    sign(message: Uint8Array): Uint8Array
  }
}

/**
 * New key material for a new user: a secp256k1 key for eip155 and an Ed25519 secret for solana,
 * each from the platform's random source.
 * @example const blob = generateWalletKeyBlob(); await auth.putWalletKey(token, blob)
 */
export function generateWalletKeyBlob(): string {
  return JSON.stringify(walletKeyBlobSchema.parse({ version: 1, eip155: generatePrivateKey(), solana: bytesToHex(ed25519.utils.randomPrivateKey()) }))
}

/**
 * The keys of a stored blob; throws on a blob this frame did not write.
 * @example readWalletKeys(blob).evm.address // '0x...'
 */
export function readWalletKeys(blob: string): WalletKeys {
  let json: unknown
  try {
    json = JSON.parse(blob)
  } catch {
    throw new Error('The stored wallet key is not JSON')
  }
  const { eip155, solana } = walletKeyBlobSchema.parse(json)
  const solanaSecret = hexToBytes(solana)
  return {
    evm: privateKeyToAccount(eip155),
    solana: {
      address: base58.encode(ed25519.getPublicKey(solanaSecret)),
      sign: (message) => ed25519.sign(message, solanaSecret),
    },
  }
}

import { bytesToHex, concatBytes, hexToBytes } from 'viem'

/**
 * The wallet's key material as one secret to split: the secp256k1 key (eip155) then the Ed25519
 * secret (solana), 32 bytes each, from the frame's key blob (walletKeys.ts).
 * @example walletKeySecret({ eip155: '0x…', solana: '0x…' }).length // 64
 */
export function walletKeySecret({ eip155, solana }: { eip155: `0x${string}`; solana: `0x${string}` }): Uint8Array {
  return concatBytes([hexToBytes(eip155), hexToBytes(solana)])
}

/**
 * The key blob of a rebuilt secret, as readWalletKeys reads it.
 * @example readWalletKeys(walletKeyBlobOfSecret(await combineWalletKeyShares(auth, device)))
 */
export function walletKeyBlobOfSecret(secret: Uint8Array): string {
  if (secret.length !== 64) throw new Error('A wallet secret is 64 bytes')
  return JSON.stringify({ version: 1, eip155: bytesToHex(secret.slice(0, 32)), solana: bytesToHex(secret.slice(32)) })
}

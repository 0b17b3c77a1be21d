import { hkdfSync } from 'node:crypto'

export interface ServiceKeys {
  /** HMAC-SHA256 key of session tokens. */
  sessionSigning: Buffer
  /** AES-256-GCM key of wallet key blobs at rest. */
  walletKeyEncryption: Buffer
}

/**
 * One secret, two independent keys (HKDF-SHA256, a label each), so a token key leak never opens the blobs.
 * @example deriveServiceKeys(randomBytes(32))
 */
export function deriveServiceKeys(secret: Uint8Array): ServiceKeys {
  if (secret.length < 32) throw new Error('The auth service secret must be at least 32 bytes')
  const derive = (label: string) => Buffer.from(hkdfSync('sha256', secret, 'portico-secure-site-auth', label, 32))
  return { sessionSigning: derive('session-token-v1'), walletKeyEncryption: derive('wallet-key-at-rest-v1') }
}

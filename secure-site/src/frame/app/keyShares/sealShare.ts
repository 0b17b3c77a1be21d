import { z } from 'zod'
import { base64urlnopad } from '@scure/base'

const IV_BYTES = 12

/** A share sealed with AES-256-GCM: version, IV and ciphertext (with its tag), base64url. */
export const sealedShareSchema = z.object({
  version: z.literal(1),
  iv: z.string().regex(/^[A-Za-z0-9_-]{16}$/),
  ciphertext: z.string().regex(/^[A-Za-z0-9_-]{40,400}$/),
})
export type SealedShare = z.infer<typeof sealedShareSchema>

/**
 * Seals a share under `key` (AES-GCM, WebCrypto) with a fresh IV; `context` (the user id) is bound
 * as associated data, so a sealed share copied to another user does not open.
 * @example const sealed = await sealShare(shares.recovery, await recoveryPasswordKey(password, salt), userId)
 */
export async function sealShare(share: Uint8Array, key: CryptoKey, context: string): Promise<SealedShare> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(context) }, key, new Uint8Array(share)))
  return { version: 1, iv: base64urlnopad.encode(iv), ciphertext: base64urlnopad.encode(ciphertext) }
}

/**
 * The share again; throws WrongRecoveryFactorError when `key` or `context` is not the one it was sealed with.
 * @example const recovery = await openShare(sealed, key, userId)
 */
export async function openShare(sealed: SealedShare, key: CryptoKey, context: string): Promise<Uint8Array> {
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: new Uint8Array(base64urlnopad.decode(sealed.iv)), additionalData: new TextEncoder().encode(context) }, key, new Uint8Array(base64urlnopad.decode(sealed.ciphertext)))
    return new Uint8Array(plain)
  } catch {
    throw new WrongRecoveryFactorError()
  }
}

/** The recovery password or passkey does not open the sealed share; with the tries the service still allows, when known. */
export class WrongRecoveryFactorError extends Error {
  override readonly name = 'WrongRecoveryFactorError'
  constructor(readonly attemptsLeft?: number) {
    super(`This recovery password or passkey does not open your wallet${attemptsLeft === undefined ? '' : `: ${attemptsLeft} ${attemptsLeft === 1 ? 'try' : 'tries'} left`}`)
  }
}

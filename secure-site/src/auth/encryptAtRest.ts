import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { DERIVED_SEALING_KEY_ID, type SealingKey } from './sealingKeys'

/** `v1` blobs name no key: they were sealed under the key derived from the secret. */
const V1 = 'v1'
const V2 = 'v2'
const IV_BYTES = 12
const TAG_BYTES = 16

/** A blob opened: what it held, and the key it was sealed under. */
export interface OpenedAtRest {
  plaintext: string
  kid: string
}

/**
 * AES-256-GCM with a fresh IV; `context` (the user id) is bound as associated data, so a blob
 * copied to another user's record fails to open. Output: `v2.<kid>.<iv>.<ciphertext>.<tag>`, base64url.
 * @example const sealed = encryptAtRest('secret', { kid: '2026-11', key }, 'user-1')
 */
export function encryptAtRest(plaintext: string, { kid, key }: SealingKey, context: string): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES })
  cipher.setAAD(Buffer.from(context, 'utf8'))
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return [V2, kid, ...[iv, ciphertext, cipher.getAuthTag()].map((part) => part.toString('base64url'))].join('.')
}

/**
 * Opens a blob under the listed key it names. Throws when the blob was altered, its key is not
 * listed, or it was sealed for another context.
 * @example decryptAtRest(sealed, [{ kid: '2026-11', key }], 'user-1') // { plaintext: 'secret', kid: '2026-11' }
 */
export function decryptAtRest(sealed: string, keys: readonly SealingKey[], context: string): OpenedAtRest {
  const parts = sealed.split('.')
  const [kid, iv, ciphertext, tag, ...rest] = parts[0] === V1 ? [DERIVED_SEALING_KEY_ID, ...parts.slice(1)] : parts[0] === V2 ? parts.slice(1) : []
  if (kid === undefined || iv === undefined || ciphertext === undefined || tag === undefined || rest.length > 0) throw new Error('Not a sealed wallet key blob')
  const key = keys.find((candidate) => candidate.kid === kid)
  if (!key) throw new Error(`Sealed under the at-rest key ${kid}, which is not listed`)
  const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES })
  decipher.setAAD(Buffer.from(context, 'utf8'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return { plaintext: Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8'), kid }
}

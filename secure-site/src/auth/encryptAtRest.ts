import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

const VERSION = 'v1'
const IV_BYTES = 12
const TAG_BYTES = 16

/**
 * AES-256-GCM with a fresh IV; `context` (the user id) is bound as associated data, so a blob
 * copied to another user's record fails to open. Output: `v1.<iv>.<ciphertext>.<tag>`, base64url.
 * @example const sealed = encryptAtRest('secret', key, 'user-1')
 */
export function encryptAtRest(plaintext: string, key: Uint8Array, context: string): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES })
  cipher.setAAD(Buffer.from(context, 'utf8'))
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return [VERSION, iv, ciphertext, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.')
}

/**
 * Throws when the blob was altered, sealed under another key or for another context.
 * @example decryptAtRest(sealed, key, 'user-1') // 'secret'
 */
export function decryptAtRest(sealed: string, key: Uint8Array, context: string): string {
  const [version, iv, ciphertext, tag, ...rest] = sealed.split('.')
  if (version !== VERSION || iv === undefined || ciphertext === undefined || tag === undefined || rest.length > 0) {
    throw new Error('Not a sealed wallet key blob')
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES })
  decipher.setAAD(Buffer.from(context, 'utf8'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8')
}

import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { decryptAtRest, encryptAtRest } from './encryptAtRest'
import { deriveServiceKeys } from './serviceKeys'

const key = deriveServiceKeys(randomBytes(32)).walletKeyEncryption

describe('wallet key blobs at rest', () => {
  it('round-trips, never holding the plaintext, with a fresh IV each time', () => {
    const blob = '0x' + 'ab'.repeat(32)
    const sealed = encryptAtRest(blob, key, 'user-1')
    expect(sealed).not.toContain('abab')
    expect(encryptAtRest(blob, key, 'user-1')).not.toBe(sealed)
    expect(decryptAtRest(sealed, key, 'user-1')).toBe(blob)
  })

  it('detects a flipped byte, another user and another key', () => {
    const sealed = encryptAtRest('secret key material', key, 'user-1')
    const [version, iv, ciphertext, tag] = sealed.split('.')
    const bytes = Buffer.from(ciphertext ?? '', 'base64url')
    bytes[0] = (bytes[0] ?? 0) ^ 1
    expect(() => decryptAtRest([version, iv, bytes.toString('base64url'), tag].join('.'), key, 'user-1')).toThrow()
    expect(() => decryptAtRest(sealed, key, 'user-2')).toThrow()
    expect(() => decryptAtRest(sealed, deriveServiceKeys(randomBytes(32)).walletKeyEncryption, 'user-1')).toThrow()
    expect(() => decryptAtRest('v1.only', key, 'user-1')).toThrow(/Not a sealed/)
  })

  it('derives distinct keys per purpose and refuses a short secret', () => {
    const keys = deriveServiceKeys(randomBytes(32))
    expect(keys.sessionSigning.equals(keys.walletKeyEncryption)).toBe(false)
    expect(() => deriveServiceKeys(randomBytes(16))).toThrow(/32 bytes/)
  })
})

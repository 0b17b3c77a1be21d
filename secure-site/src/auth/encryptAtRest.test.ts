import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { decryptAtRest, encryptAtRest } from './encryptAtRest'
import { DERIVED_SEALING_KEY_ID, type SealingKey } from './sealingKeys'
import { deriveServiceKeys } from './serviceKeys'

const atRestKey = (kid: string): SealingKey => ({ kid, key: new Uint8Array(deriveServiceKeys(randomBytes(32)).walletKeyEncryption) })
const key = atRestKey('2026-11')

describe('wallet key blobs at rest', () => {
  it('round-trips, never holding the plaintext, with a fresh IV each time, naming its key', () => {
    const blob = '0x' + 'ab'.repeat(32)
    const sealed = encryptAtRest(blob, key, 'user-1')
    expect(sealed).not.toContain('abab')
    expect(sealed.startsWith('v2.2026-11.')).toBe(true)
    expect(encryptAtRest(blob, key, 'user-1')).not.toBe(sealed)
    expect(decryptAtRest(sealed, [atRestKey('2026-05'), key], 'user-1')).toEqual({ plaintext: blob, kid: '2026-11' })
  })

  it('detects a flipped byte, another user, another key under the same id, and a key no longer listed', () => {
    const sealed = encryptAtRest('secret key material', key, 'user-1')
    const [version, kid, iv, ciphertext, tag] = sealed.split('.')
    const bytes = Buffer.from(ciphertext ?? '', 'base64url')
    bytes[0] = (bytes[0] ?? 0) ^ 1
    expect(() => decryptAtRest([version, kid, iv, bytes.toString('base64url'), tag].join('.'), [key], 'user-1')).toThrow()
    expect(() => decryptAtRest(sealed, [key], 'user-2')).toThrow()
    expect(() => decryptAtRest(sealed, [atRestKey('2026-11')], 'user-1')).toThrow()
    expect(() => decryptAtRest(sealed, [atRestKey('2026-05')], 'user-1')).toThrow('Sealed under the at-rest key 2026-11, which is not listed')
    expect(() => decryptAtRest('v2.only', [key], 'user-1')).toThrow(/Not a sealed/)
  })

  it('opens a v1 blob (no key id) under the key derived from the secret', () => {
    const derived = atRestKey(DERIVED_SEALING_KEY_ID)
    const v1 = encryptAtRest('older', derived, 'user-1').replace(`v2.${DERIVED_SEALING_KEY_ID}.`, 'v1.')
    expect(decryptAtRest(v1, [key, derived], 'user-1')).toEqual({ plaintext: 'older', kid: DERIVED_SEALING_KEY_ID })
    expect(() => decryptAtRest(v1, [key], 'user-1')).toThrow(/not listed/)
  })

  it('derives distinct keys per purpose and refuses a short secret', () => {
    const keys = deriveServiceKeys(randomBytes(32))
    expect(keys.sessionSigning.equals(keys.walletKeyEncryption)).toBe(false)
    expect(() => deriveServiceKeys(randomBytes(16))).toThrow(/32 bytes/)
  })
})

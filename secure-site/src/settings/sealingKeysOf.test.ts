import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { deriveServiceKeys } from '../auth/serviceKeys'
import { sealingKeysOf } from './sealingKeysOf'

describe('sealingKeysOf', () => {
  it('takes each hex as its key and secret-v1 without hex as the key derived from the secret', () => {
    const secretHex = randomBytes(32).toString('hex')
    const next = randomBytes(32).toString('hex')
    const keys = sealingKeysOf([{ kid: '2026-11', secretHex: next }, { kid: 'secret-v1' }], secretHex)
    expect(keys.map(({ kid, key }) => [kid, Buffer.from(key).toString('hex')])).toEqual([
      ['2026-11', next],
      ['secret-v1', deriveServiceKeys(Buffer.from(secretHex, 'hex')).walletKeyEncryption.toString('hex')],
    ])
  })
})

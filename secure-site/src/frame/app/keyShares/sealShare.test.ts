import { describe, expect, it } from 'vitest'
import { passkeyPrfKey } from './passkeyPrfKey'
import { RECOVERY_PASSWORD_KDF, recoveryPasswordKey } from './recoveryPasswordKey'
import { openShare, sealedShareSchema, sealShare, WrongRecoveryFactorError } from './sealShare'

const share = crypto.getRandomValues(new Uint8Array(65))
const salt = crypto.getRandomValues(new Uint8Array(RECOVERY_PASSWORD_KDF.saltBytes))

describe('sealing the recovery share', () => {
  it('under a recovery password (Argon2id): opens with the same password and user only', async () => {
    const started = performance.now()
    const key = await recoveryPasswordKey('correct horse battery staple', salt)
    console.info(`[keys] Argon2id (${RECOVERY_PASSWORD_KDF.memoryKiB / 1024} MiB, ${RECOVERY_PASSWORD_KDF.iterations} passes): ${Math.round(performance.now() - started)} ms`)
    const sealed = sealedShareSchema.parse(await sealShare(share, key, 'user-1'))
    expect(await openShare(sealed, await recoveryPasswordKey('correct horse battery staple', salt), 'user-1')).toEqual(share)
    await expect(openShare(sealed, await recoveryPasswordKey('correct horse battery stapler', salt), 'user-1')).rejects.toBeInstanceOf(WrongRecoveryFactorError)
    await expect(openShare(sealed, key, 'user-2')).rejects.toBeInstanceOf(WrongRecoveryFactorError)
  }, 90_000)

  it('refuses a short recovery password', async () => {
    await expect(recoveryPasswordKey('hunter2', salt)).rejects.toThrow('at least 12 characters')
  })

  it('under a passkey PRF output: opens with the same output only; a fresh IV each time', async () => {
    const prf = crypto.getRandomValues(new Uint8Array(32))
    const first = await sealShare(share, await passkeyPrfKey(prf), 'user-1')
    const second = await sealShare(share, await passkeyPrfKey(prf), 'user-1')
    expect(first.iv).not.toBe(second.iv)
    expect(await openShare(first, await passkeyPrfKey(prf), 'user-1')).toEqual(share)
    await expect(openShare(first, await passkeyPrfKey(crypto.getRandomValues(new Uint8Array(32))), 'user-1')).rejects.toBeInstanceOf(WrongRecoveryFactorError)
    await expect(passkeyPrfKey(new Uint8Array(16))).rejects.toThrow('PRF')
  })
})

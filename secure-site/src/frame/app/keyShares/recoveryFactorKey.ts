import { base64urlnopad } from '@scure/base'
import type { RecoveryFactor } from '../../../auth/schemas'
import type { PasskeyPrf } from './passkeyPrf'
import { passkeyPrfKey } from './passkeyPrfKey'
import { RECOVERY_PASSWORD_KDF, recoveryPasswordKey } from './recoveryPasswordKey'

/** What the user gave in the frame's page: a recovery password, or a touch of their passkey. */
export type FactorChoice = { kind: 'password'; password: string } | { kind: 'passkey' }

/** A factor key and the description stored beside the sealed share so it can be asked for again. */
export interface NewRecoveryFactor {
  factorKey: CryptoKey
  recoveryFactor: RecoveryFactor
}

/**
 * A new wallet's factor: a recovery password with a fresh Argon2id salt, or a new passkey with a
 * fresh PRF salt; the key it gives seals the recovery share.
 * @example const { factorKey, recoveryFactor } = await newRecoveryFactor({ kind: 'password', password }, passkeys, email)
 */
export async function newRecoveryFactor(choice: FactorChoice, passkeys: PasskeyPrf, userName: string): Promise<NewRecoveryFactor> {
  if (choice.kind === 'password') {
    const salt = crypto.getRandomValues(new Uint8Array(RECOVERY_PASSWORD_KDF.saltBytes))
    const { memoryKiB, iterations, parallelism } = RECOVERY_PASSWORD_KDF
    return { factorKey: await recoveryPasswordKey(choice.password, salt), recoveryFactor: { kind: 'password', kdf: 'argon2id', memoryKiB, iterations, parallelism, salt: base64urlnopad.encode(salt) } }
  }
  const credentialId = await passkeys.create(userName)
  const prfSalt = crypto.getRandomValues(new Uint8Array(32))
  return { factorKey: await passkeyPrfKey(await passkeys.evaluate(credentialId, prfSalt)), recoveryFactor: { kind: 'passkey', credentialId, prfSalt: base64urlnopad.encode(prfSalt) } }
}

/**
 * The key of a stored factor, from what the user gives again on a new device.
 * @example const key = await recoveryFactorKey(release.recoveryFactor, { kind: 'password', password }, passkeys)
 */
export async function recoveryFactorKey(factor: RecoveryFactor, choice: FactorChoice, passkeys: PasskeyPrf): Promise<CryptoKey> {
  if (factor.kind === 'password') {
    if (choice.kind !== 'password') throw new Error('This wallet is protected by a recovery password')
    const { memoryKiB, iterations, parallelism } = RECOVERY_PASSWORD_KDF
    if (factor.memoryKiB !== memoryKiB || factor.iterations !== iterations || factor.parallelism !== parallelism) throw new Error('This recovery password was set with other Argon2id settings')
    return recoveryPasswordKey(choice.password, base64urlnopad.decode(factor.salt))
  }
  if (choice.kind !== 'passkey') throw new Error('This wallet is protected by a passkey')
  return passkeyPrfKey(await passkeys.evaluate(factor.credentialId, base64urlnopad.decode(factor.prfSalt)))
}

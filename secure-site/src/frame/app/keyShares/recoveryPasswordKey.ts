import { argon2id } from 'hash-wasm'

/**
 * Argon2id parameters for the recovery password (RFC 9106's second recommended option, with one
 * lane as browsers run it single-threaded): memory-hard, so each guess costs 64 MiB and 3 passes.
 */
export const RECOVERY_PASSWORD_KDF = { algorithm: 'argon2id', memoryKiB: 65_536, iterations: 3, parallelism: 1, saltBytes: 16 } as const

/** At least this many characters: the KDF slows guessing, it cannot make a short password strong. */
export const RECOVERY_PASSWORD_MIN_LENGTH = 12

/**
 * The AES-GCM key a recovery password seals the recovery share under: Argon2id(password, salt)
 * with RECOVERY_PASSWORD_KDF, 32 bytes, imported as a non-extractable WebCrypto key.
 * @example const key = await recoveryPasswordKey('correct horse battery', salt)
 */
export async function recoveryPasswordKey(password: string, salt: Uint8Array): Promise<CryptoKey> {
  if (password.length < RECOVERY_PASSWORD_MIN_LENGTH) throw new Error(`Use a recovery password of at least ${RECOVERY_PASSWORD_MIN_LENGTH} characters`)
  const hash = await argon2id({
    password: password.normalize('NFKC'),
    salt,
    memorySize: RECOVERY_PASSWORD_KDF.memoryKiB,
    iterations: RECOVERY_PASSWORD_KDF.iterations,
    parallelism: RECOVERY_PASSWORD_KDF.parallelism,
    hashLength: 32,
    outputType: 'binary',
  })
  return crypto.subtle.importKey('raw', new Uint8Array(hash), 'AES-GCM', false, ['encrypt', 'decrypt'])
}

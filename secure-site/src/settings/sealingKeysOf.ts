import { sealingKeysSchema, type SealingKeys } from '../auth/sealingKeys'
import { deriveServiceKeys } from '../auth/serviceKeys'
import type { SealingKeySettings } from './secureSiteSettings'

/**
 * The listed at-rest keys as the auth service takes them: each hex as its key, `secret-v1` without
 * hex as the key derived from the secret.
 * @example sealingKeysOf([{ kid: '2026-11', secretHex }, { kid: 'secret-v1' }], settings.secretHex)
 */
export function sealingKeysOf(keys: SealingKeySettings, secretHex: string): SealingKeys {
  const derived = () => new Uint8Array(deriveServiceKeys(Buffer.from(secretHex, 'hex')).walletKeyEncryption)
  return sealingKeysSchema.parse(keys.map(({ kid, secretHex: hex }) => ({ kid, key: hex === undefined ? derived() : new Uint8Array(Buffer.from(hex, 'hex')) })))
}

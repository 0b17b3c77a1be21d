import { base64urlnopad } from '@scure/base'
import type { KeySharesBody, RecoveryFactor } from '../../../auth/schemas'
import { sealShare } from './sealShare'
import { splitWalletKey } from './splitWalletKey'

/** What the first split leaves: the device share for this device's storage, and what goes to the auth service. */
export interface FirstSplit {
  deviceShare: string
  upload: KeySharesBody
}

/**
 * Splits a new wallet's secret 2 of 3 and seals the recovery share under the user's factor key
 * (recoveryPasswordKey or passkeyPrfKey), bound to the user id; only the device share stays here.
 * @example const { deviceShare, upload } = await firstSplit({ secret, userId, factorKey, recoveryFactor })
 */
export async function firstSplit({ secret, userId, factorKey, recoveryFactor }: { secret: Uint8Array; userId: string; factorKey: CryptoKey; recoveryFactor: RecoveryFactor }): Promise<FirstSplit> {
  const shares = await splitWalletKey(secret)
  return {
    deviceShare: base64urlnopad.encode(shares.device),
    upload: { authShare: base64urlnopad.encode(shares.auth), sealedRecoveryShare: await sealShare(shares.recovery, factorKey, userId), recoveryFactor },
  }
}

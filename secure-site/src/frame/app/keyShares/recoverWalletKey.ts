import { base64urlnopad } from '@scure/base'
import type { RecoveryShareReply } from '../../../auth/schemas'
import { openShare } from './sealShare'
import { combineWalletKeyShares, splitWalletKey } from './splitWalletKey'

/** A new device's outcome: the secret, and its own split's device share (kept here) and auth share (sent to the service). */
export interface RecoveredWalletKey {
  secret: Uint8Array
  deviceShare: string
  authShare: string
}

/**
 * A new device rebuilds the secret from the first split's auth share and the recovery share the
 * user's factor opens, then splits it again for itself: its device share pairs only with its own
 * auth share, so the other devices' shares (and the recovery pair) keep working unchanged.
 * Throws WrongRecoveryFactorError when the factor key does not open the share.
 * @example const { secret, deviceShare, authShare } = await recoverWalletKey(await auth.getRecoveryShare(token), key, userId)
 */
export async function recoverWalletKey({ authShare, sealedRecoveryShare }: Pick<RecoveryShareReply, 'authShare' | 'sealedRecoveryShare'>, factorKey: CryptoKey, userId: string): Promise<RecoveredWalletKey> {
  const recovery = await openShare(sealedRecoveryShare, factorKey, userId)
  const secret = await combineWalletKeyShares(base64urlnopad.decode(authShare), recovery)
  const own = await splitWalletKey(secret)
  return { secret, deviceShare: base64urlnopad.encode(own.device), authShare: base64urlnopad.encode(own.auth) }
}

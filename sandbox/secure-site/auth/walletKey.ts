import { AuthError } from './authError'
import type { AuthContext } from './authContext'
import { decryptAtRest, encryptAtRest } from './encryptAtRest'
import type { WalletKeyBody } from './schemas'
import { readSession } from './sessions'

/** Seals the frame's key blob for the session's user (AES-GCM, bound to the user id) and stores it. */
export async function putWalletKey(ctx: AuthContext, token: string, { blob }: WalletKeyBody): Promise<void> {
  const { record } = await readSession(ctx, token)
  await ctx.store.saveUser({ ...record, walletKey: encryptAtRest(blob, ctx.keys.walletKeyEncryption, record.id) })
}

/** The blob as the frame stored it, for any verified device of the same user; NO_WALLET_KEY before the first put. */
export async function getWalletKey(ctx: AuthContext, token: string): Promise<WalletKeyBody> {
  const { record } = await readSession(ctx, token)
  if (record.walletKey === undefined) throw new AuthError(404, 'NO_WALLET_KEY', 'No wallet key stored for this user yet')
  return { blob: decryptAtRest(record.walletKey, ctx.keys.walletKeyEncryption, record.id) }
}

import { base64urlnopad } from '@scure/base'
import { combineWalletKeyShares } from './splitWalletKey'

/**
 * A known device's login: its device share (from the frame origin's storage) and the auth share
 * the service released to its session give the secret, in memory only.
 * @example const secret = await rebuildWalletKey(storage.readDeviceShare(userId), (await auth.getAuthShare(token)).authShare)
 */
export async function rebuildWalletKey(deviceShare: string, authShare: string): Promise<Uint8Array> {
  return combineWalletKeyShares(base64urlnopad.decode(deviceShare), base64urlnopad.decode(authShare))
}

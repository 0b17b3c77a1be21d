import { combine, split } from 'shamir-secret-sharing'

/** The three shares of a wallet key: any two rebuild it, one alone tells nothing about it. */
export interface WalletKeyShares {
  /** Kept in the frame origin's storage on this device. */
  device: Uint8Array
  /** Stored by the auth service, released only to an authenticated session. */
  auth: Uint8Array
  /** Sealed in the frame under a factor only the user holds (sealShare), then stored by the auth service. */
  recovery: Uint8Array
}

/**
 * Splits the wallet's secret 2 of 3 (Shamir over GF(256), `shamir-secret-sharing`).
 * @example const { device, auth, recovery } = await splitWalletKey(secret)
 */
export async function splitWalletKey(secret: Uint8Array): Promise<WalletKeyShares> {
  const [device, auth, recovery] = await split(secret, 3, 2)
  if (!device || !auth || !recovery) throw new Error('The wallet key could not be split')
  return { device, auth, recovery }
}

/**
 * The secret again from two different shares of one split.
 * @example const secret = await combineWalletKeyShares(shares.auth, shares.recovery)
 */
export async function combineWalletKeyShares(first: Uint8Array, second: Uint8Array): Promise<Uint8Array> {
  return combine([first, second])
}

import { createAuthContext, type AuthServiceOptions } from './authContext'
import { approveDevice, connectDevice, connectEmail, connectOtp } from './emailLogin'
import { connectFarcaster, issueFarcasterNonce } from './farcasterLogin'
import type { ConnectEmailBody, ConnectFarcasterBody, ConnectOtpBody, ConnectSocialBody, DeviceShareBody, KeySharesBody, OtpBody, Session, UpdateEmailBody } from './schemas'
import { readSession, signOut } from './sessions'
import { connectSocial } from './socialLogin'
import { updateEmail, updateEmailPrimaryOtp, updateEmailSecondaryOtp } from './updateEmail'
import { countLogin } from '../metrics/countLogin'
import { deleteAccount, getAuthShare, getRecoveryShare, putDeviceShare, putKeyShares } from './keyShares'

export type { AuthServiceOptions }

/**
 * The secure site's auth logic without HTTP: every method takes checked values and throws AuthError.
 * @example
 * const auth = createAuthService({ store: createMemoryAuthStore(), mailer, secret: randomBytes(32), publicUrl })
 * await auth.connectEmail({ email: 'alice@example.com', deviceId }) // { action: 'VERIFY_OTP' }
 */
export function createAuthService(options: AuthServiceOptions) {
  const ctx = createAuthContext(options)
  return {
    /** `client` is the caller's address: the cooldown and the approval mails' caps are per client. */
    connectEmail: (body: ConnectEmailBody, client = '') => connectEmail(ctx, body, client),
    connectDevice: (body: ConnectEmailBody) => connectDevice(ctx, body),
    approveDevice: (token: string) => approveDevice(ctx, token),
    connectOtp: (body: ConnectOtpBody) => countLogin(ctx.metrics, 'email', connectOtp(ctx, body)),
    connectSocial: (body: ConnectSocialBody) => countLogin(ctx.metrics, 'social', connectSocial(ctx, body)),
    /** `client` is the caller's address, for the per-client bound on nonces. */
    farcasterNonce: async (client = '') => issueFarcasterNonce(ctx, client),
    connectFarcaster: (body: ConnectFarcasterBody) => countLogin(ctx.metrics, 'farcaster', connectFarcaster(ctx, body)),
    getSession: async (token: string): Promise<Session> => {
      const { user, deviceId, expiresAt } = await readSession(ctx, token)
      return { user, deviceId, expiresAt }
    },
    signOut: (token: string) => signOut(ctx, token),
    putKeyShares: (token: string, body: KeySharesBody) => putKeyShares(ctx, token, body),
    getAuthShare: (token: string) => getAuthShare(ctx, token),
    getRecoveryShare: (token: string) => getRecoveryShare(ctx, token),
    putDeviceShare: (token: string, body: DeviceShareBody) => putDeviceShare(ctx, token, body),
    deleteAccount: (token: string) => deleteAccount(ctx, token),
    updateEmail: (token: string, body: UpdateEmailBody) => updateEmail(ctx, token, body),
    updateEmailPrimaryOtp: (token: string, body: OtpBody) => updateEmailPrimaryOtp(ctx, token, body),
    updateEmailSecondaryOtp: (token: string, body: OtpBody) => updateEmailSecondaryOtp(ctx, token, body),
  }
}

export type AuthService = ReturnType<typeof createAuthService>

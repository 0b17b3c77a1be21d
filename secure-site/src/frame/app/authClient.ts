import { z } from 'zod'
import {
  authErrorReplySchema,
  authShareReplySchema,
  connectEmailActionSchema,
  connectOtpReplySchema,
  farcasterNonceReplySchema,
  sessionSchema,
  recoveryShareReplySchema,
  updateEmailActionSchema,
  type ConnectSocialBody,
  type DeviceShareBody,
  type KeySharesBody,
} from '../../auth/schemas'

/**
 * The auth service said no (or could not be reached): its code, and its message, which the frame
 * passes on to the page as is ('Please try again after 12 seconds').
 */
export class AuthServiceError extends Error {
  override readonly name = 'AuthServiceError'
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

const okSchema = z.object({ ok: z.literal(true) })
const actionReply = <T extends z.ZodType>(action: T) => z.object({ action })

/**
 * The secure site's auth service over HTTP (secure-site/src/auth), every answer zod-checked.
 * Calls that need a session take its token. Errors throw AuthServiceError.
 * @example
 * const auth = createAuthClient({ authUrl: 'http://127.0.0.1:5180' })
 * await auth.connectEmail({ email, deviceId }) // { action: 'VERIFY_OTP' }
 */
export function createAuthClient({ authUrl, fetch: fetchFn = (...args) => fetch(...args) }: { authUrl: string; fetch?: typeof fetch }) {
  const call = async <T extends z.ZodType>(schema: T, method: string, path: string, { body, token }: { body?: unknown; token?: string } = {}): Promise<z.infer<T>> => {
    let response: Response
    try {
      response = await fetchFn(`${authUrl}${path}`, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
    } catch {
      throw new AuthServiceError(0, 'NETWORK', 'The secure site could not reach its auth service')
    }
    const json: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const error = authErrorReplySchema.safeParse(json)
      if (error.success) throw new AuthServiceError(response.status, error.data.error.code, error.data.error.message)
      throw new AuthServiceError(response.status, 'UNEXPECTED', `The auth service answered HTTP ${response.status}`)
    }
    const parsed = schema.safeParse(json)
    if (!parsed.success) throw new AuthServiceError(response.status, 'UNEXPECTED', 'The auth service answered something unexpected')
    return parsed.data
  }

  return {
    connectEmail: (body: { email: string; deviceId: string }) => call(actionReply(connectEmailActionSchema), 'POST', '/v1/email/connect', { body }),
    /** VERIFY_DEVICE until the mailed link is clicked, then VERIFY_OTP (the code is mailed). */
    connectDevice: (body: { email: string; deviceId: string }) => call(actionReply(z.enum(['VERIFY_DEVICE', 'VERIFY_OTP'])), 'POST', '/v1/device/connect', { body }),
    connectOtp: (body: { email: string; deviceId: string; otp: string }) => call(connectOtpReplySchema, 'POST', '/v1/email/connect-otp', { body }),
    /** The provider's code and the PKCE verifier and nonce of its sign-in: the service exchanges it and opens a session. */
    connectSocial: (body: ConnectSocialBody) => call(connectOtpReplySchema, 'POST', '/v1/social/connect', { body }),
    /** A single-use nonce for a Sign In With Farcaster channel, with the domain and URI the message must name. */
    farcasterNonce: () => call(farcasterNonceReplySchema, 'POST', '/v1/farcaster/nonce'),
    /** The completed channel's signed message for that nonce: verified by the service, which opens the session. */
    connectFarcaster: (body: { message: string; signature: `0x${string}`; nonce: string; deviceId: string }) => call(connectOtpReplySchema, 'POST', '/v1/farcaster/connect', { body }),
    getSession: (token: string) => call(sessionSchema, 'GET', '/v1/session', { token }),
    signOut: (token: string) => call(okSchema, 'POST', '/v1/session/sign-out', { token }),
    /** The first split's auth share and sealed recovery share (never a whole key); once only, then NO_... errors. */
    putKeyShares: (token: string, body: KeySharesBody) => call(okSchema, 'PUT', '/v1/key-shares', { token, body }),
    /** This device's auth share, or what is missing: the `wallet` (a first login makes it) or the `device`'s share (it recovers first). */
    getAuthShare: (token: string) => call(authShareReplySchema, 'GET', '/v1/key-shares/auth', { token }),
    /** A recovery attempt: each release counts; RECOVERY_LOCKED once too many went unanswered by a device share. */
    getRecoveryShare: (token: string) => call(recoveryShareReplySchema, 'GET', '/v1/key-shares/recovery', { token }),
    putDeviceShare: (token: string, body: DeviceShareBody) => call(okSchema, 'PUT', '/v1/key-shares/device', { token, body }),
    deleteAccount: (token: string) => call(okSchema, 'DELETE', '/v1/account', { token }),
    updateEmail: (token: string, newEmail: string) => call(actionReply(updateEmailActionSchema), 'POST', '/v1/email/update', { token, body: { newEmail } }),
    updateEmailPrimaryOtp: (token: string, otp: string) => call(actionReply(updateEmailActionSchema), 'POST', '/v1/email/update/primary-otp', { token, body: { otp } }),
    updateEmailSecondaryOtp: (token: string, otp: string) => call(z.object({ email: z.string() }), 'POST', '/v1/email/update/secondary-otp', { token, body: { otp } }),
  }
}

export type AuthClient = ReturnType<typeof createAuthClient>

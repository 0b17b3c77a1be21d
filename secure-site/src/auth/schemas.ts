import { frameSocialProviderSchema } from '@portico/contracts'
import { z } from 'zod'

/** Emails are compared and mailed lower-cased, so one inbox is one user. */
export const emailSchema = z.string().trim().toLowerCase().pipe(z.email())

/** The id the frame keeps per browser (localStorage of the secure site's origin). */
export const deviceIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'deviceId must be 16-128 url-safe characters')

export const otpSchema = z.string().regex(/^\d{6}$/, 'otp must be 6 digits')

export const connectEmailBodySchema = z.strictObject({ email: emailSchema, deviceId: deviceIdSchema })
export type ConnectEmailBody = z.infer<typeof connectEmailBodySchema>

export const connectOtpBodySchema = z.strictObject({ email: emailSchema, deviceId: deviceIdSchema, otp: otpSchema })
export type ConnectOtpBody = z.infer<typeof connectOtpBodySchema>

export const updateEmailBodySchema = z.strictObject({ newEmail: emailSchema })
export type UpdateEmailBody = z.infer<typeof updateEmailBodySchema>

export const otpBodySchema = z.strictObject({ otp: otpSchema })
export type OtpBody = z.infer<typeof otpBodySchema>

const base64urlSchema = (min: number, max: number) => z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${min},${max}}$`), 'Expected base64url')

/** Which factor only the user holds seals the recovery share, and what the frame needs to ask for it again. */
export const recoveryFactorSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('password'), kdf: z.literal('argon2id'), memoryKiB: z.number().int().min(19_456).max(1_048_576), iterations: z.number().int().min(2).max(20), parallelism: z.number().int().min(1).max(8), salt: base64urlSchema(22, 64) }),
  z.strictObject({ kind: z.literal('passkey'), credentialId: base64urlSchema(16, 1_400), prfSalt: base64urlSchema(43, 43) }),
])
export type RecoveryFactor = z.infer<typeof recoveryFactorSchema>

/** PUT /v1/key-shares: the frame's auth share (base64url) and its recovery share, sealed in the frame. */
export const keySharesBodySchema = z.strictObject({
  authShare: base64urlSchema(40, 400),
  sealedRecoveryShare: z.strictObject({ version: z.literal(1), iv: base64urlSchema(16, 16), ciphertext: base64urlSchema(40, 400) }),
  recoveryFactor: recoveryFactorSchema,
})
export type KeySharesBody = z.infer<typeof keySharesBodySchema>

/** PUT /v1/key-shares/device: a recovered device's own auth share (its own split of the same key). */
export const deviceShareBodySchema = keySharesBodySchema.pick({ authShare: true })
export type DeviceShareBody = z.infer<typeof deviceShareBodySchema>

/**
 * GET /v1/key-shares/auth: this device's auth share, or what is missing: the `wallet` (none made
 * yet: the frame makes it) or this `device`'s share (it recovers with the user's factor first).
 */
export const authShareReplySchema = z.union([z.strictObject({ authShare: base64urlSchema(40, 400) }), z.strictObject({ missing: z.enum(['wallet', 'device']) })])
export type AuthShareReply = z.infer<typeof authShareReplySchema>

/** GET /v1/key-shares/recovery: what a new device rebuilds the key from, with the user's factor. */
export const recoveryShareReplySchema = keySharesBodySchema.extend({ attemptsLeft: z.number().int().min(0) })
export type RecoveryShareReply = z.infer<typeof recoveryShareReplySchema>

/** POST /v1/farcaster/nonce's answer: what the frame's relay channel asks the user to sign. */
export const farcasterNonceReplySchema = z.object({ nonce: z.string().regex(/^[A-Za-z0-9]{8,128}$/), domain: z.string().min(1), siweUri: z.url() })
export type FarcasterNonceReply = z.infer<typeof farcasterNonceReplySchema>

/** POST /v1/farcaster/connect: the completed relay channel's message, for the nonce this service issued. */
export const connectFarcasterBodySchema = z.strictObject({
  message: z.string().min(1).max(4_096),
  signature: z.custom<`0x${string}`>((value) => typeof value === 'string' && /^0x[0-9a-fA-F]{2,2048}$/.test(value), 'signature must be 0x hex'),
  nonce: z.string().regex(/^[A-Za-z0-9]{8,128}$/),
  deviceId: deviceIdSchema,
})
export type ConnectFarcasterBody = z.infer<typeof connectFarcasterBodySchema>

/** What a code request tells the frame to show next (SPEC 3, connect-email success action). */
export const connectEmailActionSchema = z.enum(['VERIFY_DEVICE', 'VERIFY_OTP'])
export type ConnectEmailAction = z.infer<typeof connectEmailActionSchema>

/** The two steps of an email change (SPEC 3, update-email success action). */
export const updateEmailActionSchema = z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'])
export type UpdateEmailAction = z.infer<typeof updateEmailActionSchema>

/**
 * A person's name a provider posted beside its answer (Apple's `user`, sent only on the first
 * authorization): untrusted, so printable text only (no control, format or line-break characters)
 * and bounded.
 */
export const postedUserNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .regex(/^[^\p{C}\p{Zl}\p{Zp}]+$/u, 'userName must be printable text')

/** A social login's code, as the provider sent it back to the secure site's callback page. */
export const connectSocialBodySchema = z.strictObject({
  provider: z.enum(frameSocialProviderSchema.options),
  code: z.string().min(1).max(2_048),
  /** The PKCE verifier the frame kept (RFC 7636: 43 to 128 unreserved characters). */
  codeVerifier: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, 'codeVerifier must be 43-128 unreserved characters'),
  /** The nonce of the authorization request, which the ID token must carry. */
  nonce: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'nonce must be 16-128 url-safe characters'),
  deviceId: deviceIdSchema,
  /** The name the provider posted with its answer, when it did (the callback's `user_name`): kept for a new user without a name claim. */
  userName: postedUserNameSchema.optional(),
})
export type ConnectSocialBody = z.infer<typeof connectSocialBodySchema>

/**
 * The user a session is for: an email login has its email, a Farcaster one its user name, a social
 * one the provider's user name and email (or null).
 */
export const authUserSchema = z.object({ id: z.string(), email: z.string().nullable(), userName: z.string().nullable() })
export type AuthUser = z.infer<typeof authUserSchema>

export const sessionSchema = z.object({ user: authUserSchema, deviceId: z.string(), expiresAt: z.number() })
export type Session = z.infer<typeof sessionSchema>

export const connectOtpReplySchema = sessionSchema.extend({ token: z.string() })
export type ConnectOtpReply = z.infer<typeof connectOtpReplySchema>

export const authErrorReplySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    retryAfterSeconds: z.number().optional(),
    attemptsLeft: z.number().optional(),
    issues: z.array(z.string()).optional(),
  }),
})
export type AuthErrorReply = z.infer<typeof authErrorReplySchema>

import { EMAIL_COOLDOWN_MS } from '@portico/contracts'
import type { AuthStore } from './authStore'
import { createCooldown, type Cooldown } from './cooldown'
import { DEFAULT_EMAIL_LIMITS, type EmailLimits } from './emailLimits'
import type { Mailer } from './mailer'
import { frameSocialProviderSchema, type FrameSocialProvider } from '@portico/contracts'
import { resolveSocialProvider } from './resolveSocialProvider'
import { createSocialProviderClient, type SocialProviderClient } from './socialProviderClient'
import type { SocialProviderSettings } from './socialProviderSettings'
import { createOneTimeCodes, type OneTimeCodes } from './oneTimeCodes'
import type { VerifyFarcasterSignIn } from './farcasterVerifier'
import { deriveServiceKeys, type ServiceKeys } from './serviceKeys'
import type { SecureSiteMetrics } from '../metrics/createSecureSiteMetrics'
import { sessionSigningKeysSchema, type SessionSigningKeys } from './sessionSigningKey'
import { DERIVED_SEALING_KEY_ID, sealingKeysSchema, type SealingKeys } from './sealingKeys'

// The hosted service's codes last 20 minutes, and the modal says so under the code field.
export const OTP_TTL_MS = 20 * 60_000
export const OTP_MAX_ATTEMPTS = 5
export const DEVICE_LINK_TTL_MS = 15 * 60_000
export const SESSION_TTL_MS = 24 * 60 * 60_000

export interface AuthServiceOptions {
  store: AuthStore
  mailer: Mailer
  /** At least 32 random bytes; the session and at-rest keys are derived from it. */
  secret: Uint8Array
  /**
   * Session-signing keys (`kid` and key), the first signing: tokens are checked against any listed.
   * Without them, one key derived from `secret` (kid DERIVED_SESSION_KEY_ID) signs and checks.
   */
  sessionKeys?: SessionSigningKeys
  /**
   * At-rest keys of the auth shares (`kid` and 32-byte key), the first sealing: a share opens under
   * the listed key its blob names, and one of an older key is sealed again under the first as it is
   * read. Without them, one key derived from `secret` (kid DERIVED_SEALING_KEY_ID).
   */
  sealingKeys?: SealingKeys
  /** Where the service answers, for the approval links it mails (`http://127.0.0.1:5180`). */
  publicUrl: string
  /** SPEC 9's 30 s unless a test needs it shorter. */
  emailCooldownMs?: number
  /** DEFAULT_EMAIL_LIMITS, but for those given. */
  emailLimits?: Partial<EmailLimits>
  now?: () => number
  generateOtp?: () => string
  /**
   * Social login against an OpenID provider (or ready clients, for tests that need none); without
   * it /v1/social/connect answers SOCIAL_NOT_CONFIGURED.
   */
  social?: SocialLoginOptions | SocialClientsOptions
  /** Sign In With Farcaster; without it, its routes answer FARCASTER_NOT_SET_UP. */
  farcaster?: FarcasterOptions
  /** Where logins, codes sent and share releases are counted (`/metrics`); none in unit tests. */
  metrics?: AuthMetrics
}

/** The series the service itself counts; the HTTP ones are the server's. */
export type AuthMetrics = Pick<SecureSiteMetrics, 'logins' | 'codesSent' | 'shareReleases'>

export interface SocialLoginOptions {
  /** Each provider offered, with its client id and secret (see socialProviderSettingsSchema). */
  providers: Partial<Record<FrameSocialProvider, SocialProviderSettings>>
  /** The secure site's callback page, as registered with each provider and sent in each authorization. */
  redirectUri: string
  fetch?: typeof fetch
}

/** A client per provider offered, made elsewhere: a test's whose exchange answers fixed claims, with no provider to run. */
export interface SocialClientsOptions {
  clients: Partial<Record<FrameSocialProvider, SocialProviderClient>>
}

export interface FarcasterOptions {
  /** The secure site's origin: messages must name its host as their domain. */
  siteOrigin: string
  verify: VerifyFarcasterSignIn
  /** Stands in for a hub's user data: the fid's user name, or null. */
  userNameOf: (fid: number) => Promise<string | null>
  /** Nonces one client (address) may take per minute; FARCASTER_NONCES_PER_CLIENT_PER_MINUTE by default. */
  noncesPerClientPerMinute?: number
}

/** A person starts a few sign-ins a minute; a script asking for thousands of nonces is refused. */
export const FARCASTER_NONCES_PER_CLIENT_PER_MINUTE = 30
/** Outstanding nonces at most, whoever asked: each lives FARCASTER_NONCE_TTL_MS unless used. */
export const FARCASTER_MAX_OUTSTANDING_NONCES = 10_000

/** The `kid` of the session key derived from the secret, used when no session keys are configured. */
export const DERIVED_SESSION_KEY_ID = 'secret-v1'

/** What every flow of the service shares. */
export interface AuthContext {
  store: AuthStore
  mailer: Mailer
  keys: ServiceKeys
  /** The first signs new session tokens; a token verifies against the one of its `kid`. */
  sessionKeys: SessionSigningKeys
  /** The first seals auth shares at rest; a stored share opens under the one its blob names. */
  sealingKeys: SealingKeys
  publicUrl: string
  now: () => number
  codes: OneTimeCodes
  cooldown: Cooldown
  emailLimits: EmailLimits
  /** A client per provider offered. */
  social: Partial<Record<FrameSocialProvider, SocialProviderClient>>
  /** With what nonces' messages must name, and how many nonces a client may take per minute. */
  farcaster?: FarcasterOptions & { domain: string; siweUri: string; noncesPerClientPerMinute: number }
  metrics?: AuthMetrics
}

export function createAuthContext({ store, mailer, secret, publicUrl, emailCooldownMs = EMAIL_COOLDOWN_MS, emailLimits, now = Date.now, generateOtp, social, farcaster, metrics, sessionKeys, sealingKeys }: AuthServiceOptions): AuthContext {
  const keys = deriveServiceKeys(secret)
  return {
    store,
    mailer,
    keys,
    sessionKeys: sessionSigningKeysSchema.parse(sessionKeys ?? [{ kid: DERIVED_SESSION_KEY_ID, key: keys.sessionSigning }]),
    sealingKeys: sealingKeysSchema.parse(sealingKeys ?? [{ kid: DERIVED_SEALING_KEY_ID, key: keys.walletKeyEncryption }]),
    publicUrl: publicUrl.replace(/\/$/, ''),
    now,
    ...(metrics ? { metrics } : {}),
    codes: createOneTimeCodes({ store, hashKey: keys.oneTimeCodeHashing, ttlMs: OTP_TTL_MS, maxAttempts: OTP_MAX_ATTEMPTS, now, ...(generateOtp ? { generate: generateOtp } : {}) }),
    cooldown: createCooldown({ store, periodMs: emailCooldownMs, now }),
    emailLimits: { ...DEFAULT_EMAIL_LIMITS, ...emailLimits },
    social: social && 'clients' in social ? social.clients : socialClientsOf(social),
    ...(farcaster
      ? {
          farcaster: {
            ...farcaster,
            domain: new URL(farcaster.siteOrigin).host,
            siweUri: `${new URL(farcaster.siteOrigin).origin}/`,
            noncesPerClientPerMinute: farcaster.noncesPerClientPerMinute ?? FARCASTER_NONCES_PER_CLIENT_PER_MINUTE,
          },
        }
      : {}),
  }
}

/** A client per provider the settings offer. */
function socialClientsOf(social: SocialLoginOptions | undefined): AuthContext['social'] {
  return Object.fromEntries(
    frameSocialProviderSchema.options.flatMap((provider) => {
      const settings = social?.providers[provider]
      return settings ? [[provider, createSocialProviderClient(resolveSocialProvider(provider, settings), { redirectUri: social.redirectUri, ...(social.fetch ? { fetch: social.fetch } : {}) })]] : []
    }),
  )
}

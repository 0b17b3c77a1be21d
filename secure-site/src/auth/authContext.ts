import { EMAIL_COOLDOWN_MS } from '@portico/contracts'
import type { AuthStore } from './authStore'
import { createCooldown, type Cooldown } from './cooldown'
import { createRateLimit, type RateLimit } from '../http/createRateLimit'
import type { Mailer } from './mailer'
import { createOpenIdClient, type OpenIdClient } from './openIdClient'
import { createOneTimeCodes, type OneTimeCodes } from './oneTimeCodes'
import type { VerifyFarcasterSignIn } from './farcasterVerifier'
import { deriveServiceKeys, type ServiceKeys } from './serviceKeys'

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
  /** Where the service answers, for the approval links it mails (`http://127.0.0.1:5180`). */
  publicUrl: string
  /** SPEC 9's 30 s unless a test needs it shorter. */
  emailCooldownMs?: number
  now?: () => number
  generateOtp?: () => string
  /** Social login against an OpenID provider; without it /v1/social/connect answers SOCIAL_NOT_CONFIGURED. */
  social?: SocialLoginOptions
  /** Sign In With Farcaster; without it, its routes answer FARCASTER_NOT_SET_UP. */
  farcaster?: FarcasterOptions
}

export interface SocialLoginOptions {
  /** The OpenID provider's issuer (the sandbox's: `http://127.0.0.1:5181`); its client ids are the provider names. */
  issuer: string
  /** The secure site's callback page, as registered with the provider and sent in each authorization. */
  redirectUri: string
  fetch?: typeof fetch
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

/** A device approval link waiting for its click: for an email, whether or not it has an account yet. */
export interface PendingDeviceLink {
  email: string
  deviceId: string
  expiresAt: number
}

/** An email change between its two codes. */
export interface PendingEmailChange {
  newEmail: string
  step: 'primary' | 'secondary'
}

/** What every flow of the service shares. */
export interface AuthContext {
  store: AuthStore
  mailer: Mailer
  keys: ServiceKeys
  publicUrl: string
  now: () => number
  codes: OneTimeCodes
  cooldown: Cooldown
  deviceLinks: Map<string, PendingDeviceLink>
  /** `email:deviceId` approved by link and not yet sent its code. */
  approvedAwaitingCode: Set<string>
  /** Devices approved by link for an email that has no account yet (its first code makes the account). */
  verifiedDevicesWithoutAccount: Map<string, Set<string>>
  emailChanges: Map<string, PendingEmailChange>
  social: { openId: OpenIdClient; redirectUri: string } | undefined
  /** With the nonces issued and not yet used (nonce -> expiry), and what each client may still take. */
  farcaster?: FarcasterOptions & { domain: string; siweUri: string; nonces: Map<string, number>; nonceLimit: RateLimit }
}

export function createAuthContext({ store, mailer, secret, publicUrl, emailCooldownMs = EMAIL_COOLDOWN_MS, now = Date.now, generateOtp, social, farcaster }: AuthServiceOptions): AuthContext {
  return {
    store,
    mailer,
    keys: deriveServiceKeys(secret),
    publicUrl: publicUrl.replace(/\/$/, ''),
    now,
    codes: createOneTimeCodes({ ttlMs: OTP_TTL_MS, maxAttempts: OTP_MAX_ATTEMPTS, now, ...(generateOtp ? { generate: generateOtp } : {}) }),
    cooldown: createCooldown({ periodMs: emailCooldownMs, now }),
    deviceLinks: new Map(),
    approvedAwaitingCode: new Set(),
    verifiedDevicesWithoutAccount: new Map(),
    emailChanges: new Map(),
    social: social && {
      openId: createOpenIdClient({ issuer: social.issuer, now, ...(social.fetch ? { fetch: social.fetch } : {}) }),
      redirectUri: social.redirectUri,
    },
    ...(farcaster
      ? {
          farcaster: {
            ...farcaster,
            domain: new URL(farcaster.siteOrigin).host,
            siweUri: `${new URL(farcaster.siteOrigin).origin}/`,
            nonces: new Map(),
            nonceLimit: createRateLimit({ limit: farcaster.noncesPerClientPerMinute ?? FARCASTER_NONCES_PER_CLIENT_PER_MINUTE, windowMs: 60_000, now }),
          },
        }
      : {}),
  }
}

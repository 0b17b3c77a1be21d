import type { Atom } from 'jotai/vanilla'
import type { FrameSocialProvider } from '../constants/socials'

/** What a code request asks for next (SPEC section 4, email login): the action decides the view. */
export type EmailConnectAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'

/** The two steps of an email change (SPEC section 4): a code to the current address, then to the new one. */
export type EmailUpdateAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'

/**
 * The embedded wallet's actions, lent to the email and social plugins when email or socials is
 * on. The shell's auth connector does the work in the secure frame; a plugin never sees the
 * frame, its messages or keys. Every call rejects with the spec's message (a cooldown's
 * 'Please try again after N seconds', 'Unable to load email login dependency', a frame error).
 */
export interface AuthHost {
  /** Loads the auth connector and starts its frame (call on intent); resolves when the frame is ready. */
  prepare: () => Promise<void>
  /** Sends a one-time code (or, on a new device, an approval link) to the address. */
  connectEmail: (email: string) => Promise<{ action: EmailConnectAction }>
  /** Waits until the device is approved from the emailed link; a code is then on its way. */
  connectDevice: () => Promise<void>
  /** Checks the code, then connects the embedded wallet: the modal moves on to the Account view. */
  connectOtp: (otp: string) => Promise<void>
  /** Connects a session the frame already holds (action CONNECT). */
  connect: () => Promise<void>
  /** Starts an email change; the code goes to the current address first. */
  updateEmail: (newEmail: string) => Promise<{ action: EmailUpdateAction }>
  updateEmailPrimaryOtp: (otp: string) => Promise<void>
  /** Completes the change: the new email is stored and shown. */
  updateEmailSecondaryOtp: (otp: string) => Promise<void>
  /** The email of the embedded session, or of the login under way; undefined otherwise. */
  email: Atom<string | undefined>
  /**
   * When the last code request that went through was made (epoch ms), kept across visits: a new
   * one within 30 s of it fails with 'Please try again after N seconds' (SPEC section 5). Views
   * count their Resend down from it (5.1.0).
   */
  lastEmailLoginTime: Atom<number | undefined>
  /**
   * Signs in with a social provider and connects. Call it from a click handler (or after an entry
   * with `popup: true`, whose window the shell opened): the provider's page opens in that window,
   * or at top level in a Telegram web view (the page then comes back with `result_uri`). Rejects
   * with SocialLoginCancelled's message when the user closes the window, with the provider's
   * error when it sent one.
   */
  connectSocial: (provider: FrameSocialProvider) => Promise<void>
  /** Brings the sign-in window of connectSocial back to the front (it went behind the page); false when it is closed (5.3.0). */
  reopenSocialWindow: () => boolean
  /** The Sign In With Farcaster link the user opens in their Farcaster app (QR code, copy). */
  getFarcasterUri: () => Promise<string>
  /** Waits for the Farcaster app's approval of the link above, then connects. */
  connectFarcaster: () => Promise<void>
}

/**
 * Why an AuthHost call rejected when the embedded wallet's service could not be reached (the frame
 * did not load or answer, the auth service is down): a view says so in its own words, the shell
 * logs the cause (5.3.0).
 */
export const AUTH_SERVICE_UNAVAILABLE = 'Auth service unavailable'

/** Why connectSocial rejected when the user closed the sign-in window: the view says the sign-in was cancelled. */
export const SOCIAL_LOGIN_CANCELLED = 'Social login cancelled'

import type { Atom } from 'jotai/vanilla'

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
}

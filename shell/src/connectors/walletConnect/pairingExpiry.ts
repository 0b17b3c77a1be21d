import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '@portico/contracts'

/**
 * When a pairing URI made at `now` stops being offered (SPEC section 4: it lives 4 minutes).
 * @example pairingExpiry(0) // 240000
 */
export const pairingExpiry = (now: number, lifetimeMs: number = PAIRING_LIFETIME_MS) => now + lifetimeMs

/**
 * A pairing counts as expired within 10 s of its expiry (SPEC section 4), and when there is none:
 * a wallet scanning it then could not finish before the relay drops the proposal.
 * @example isPairingExpired(240_000, 230_000) // true
 */
export const isPairingExpired = (expiry: number | undefined, now: number) => expiry === undefined || expiry - now <= PAIRING_EXPIRY_MARGIN_MS

/**
 * How long until a fresh URI must replace the one expiring at `expiry`; 0 if it already has.
 * @example msUntilPairingRefresh(240_000, 0) // 230000
 */
export const msUntilPairingRefresh = (expiry: number, now: number) => Math.max(0, expiry - PAIRING_EXPIRY_MARGIN_MS - now)

/** Minimum time between two email login requests (SPEC sections 5 and 9). */
export const EMAIL_COOLDOWN_MS = 30_000
/** Time-out of a frame connection request: email, device, otp, social (SPEC sections 8 and 9). */
export const FRAME_TIMEOUT_MS = 30_000

/** Cache lifetimes (SPEC section 9). */
export const BALANCE_CACHE_MS = 30_000
export const NATIVE_BALANCE_CACHE_MS = 30_000
export const ENS_CACHE_MS = 300_000
export const IDENTITY_CACHE_MS = 300_000
/** How long balance retries stay blocked after 'Token Balance Unavailable' (SPEC sections 8 and 9). */
export const BALANCE_RETRY_INTERVAL_MS = 30_000

/** A WalletConnect pairing lives 4 minutes and counts as expired 10 s early (SPEC section 4). */
export const PAIRING_LIFETIME_MS = 240_000
export const PAIRING_EXPIRY_MARGIN_MS = 10_000

/** Modal shake (SPEC section 4). */
export const MODAL_SHAKE_MS = 500
/** An open toast closes and reopens after this delay (SPEC section 4). */
export const TOAST_REOPEN_DELAY_MS = 150

/** Wallet search waits at least this long (SPEC section 9). */
export const SEARCH_MIN_WAIT_MS = 300
/** Preloading an image gives up after this long (SPEC section 9). */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000
/** Delay before the 'RPC method not allowed' message shows (SPEC section 5). */
export const RPC_NOT_ALLOWED_DELAY_MS = 300

/** Animations (SPEC section 9). */
export const HEADER_TEXT_ANIMATION_MS = 120
export const MODAL_HEIGHT_ANIMATION_MS = 150
export const VIEW_TRANSITION_MS = 150
export const DEFAULT_DEBOUNCE_MS = 500

/** Recent wallets kept in storage (SPEC sections 3 and 9). */
export const RECENT_WALLETS_LIMIT = 2
/** Pending transactions limit (SPEC section 9). */
export const PENDING_TRANSACTIONS_LIMIT = 99

/** Wallet catalogue page sizes (SPEC sections 7 and 9). */
export const WALLET_PAGE_SIZE = 40
export const RECOMMENDED_ENTRIES = 4
/** Featured entries when the dapp gives no featured wallet ids count (SPEC section 7). */
export const FEATURED_ENTRIES = 4
export const SEARCH_ENTRIES = 100
/** Wallet images preloaded first (SPEC section 9). */
export const PRELOADED_IMAGES = 20

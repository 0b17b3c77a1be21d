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

/**
 * Caps on lists read from the network, applied where they are parsed (lenientListSchema): a
 * hostile answer costs what the cap does. Wallet pages never ask for more than SEARCH_ENTRIES.
 */
export const WALLET_LIST_CAP = SEARCH_ENTRIES
/** Transactions read from one history page. */
export const HISTORY_PAGE_CAP = 100
/** Token balances read from one balance answer (per chain for wallet_getAssets). */
export const TOKEN_LIST_CAP = 200
/**
 * Transactions the Activity list holds: past it, paging stops and the list says it shows the
 * latest only. A modal is not a block explorer: 10 000 rows made some 80 000 elements and
 * frames of half a second (`npm run bench`, Activity with 10 000 transactions).
 */
export const ACTIVITY_LIST_CAP = 1_000

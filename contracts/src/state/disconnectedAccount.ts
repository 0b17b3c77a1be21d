import type { AccountState } from './account'

/** The account state with nobody connected; apart from the account's schema, for the page's first script. */
export const DISCONNECTED_ACCOUNT: AccountState = { status: 'disconnected' }

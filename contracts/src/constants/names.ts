/** Suffix of registered account names, and the legacy one still resolved (SPEC section 9). */
export const NAME_SUFFIX = '.reown.id'
export const LEGACY_NAME_SUFFIX = '.wcn.id'

/** A name coin-type chain id must be below this, else 'Invalid chainId' (SPEC section 5). */
export const NAME_CHAIN_ID_LIMIT = 2_147_483_648

/** Whether a name is one of our account names (`.reown.id`, or the legacy `.wcn.id`), not an ENS name. */
export const isRegisteredAccountName = (name: string): boolean => name.endsWith(NAME_SUFFIX) || name.endsWith(LEGACY_NAME_SUFFIX)

/**
 * Version of the shell <-> plugin contract. The shell refuses a plugin built against another
 * version. Bump on every change a plugin could observe.
 */
export const CONTRACT_VERSION = 4

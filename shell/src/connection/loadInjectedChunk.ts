/**
 * viem and the injected connector: one lazy chunk, so nothing of them loads before a connection.
 * One import for its callers (announced wallets' connect and restore, the eip155 balance read).
 */
export const loadInjectedChunk = () => import(/* webpackChunkName: "injected" */ './injectedChunk')

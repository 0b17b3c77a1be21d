/**
 * The universal provider and the QR encoder: one lazy chunk, never part of the page load. One
 * import for both callers (the pairing actions, and a restore that starts it early).
 */
export const loadWalletConnectChunk = () => import(/* webpackChunkName: "walletConnect" */ './walletConnectChunk')

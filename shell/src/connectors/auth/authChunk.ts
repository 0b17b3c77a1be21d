// The auth (embedded wallet) connector's lazy chunk: loaded only when email or socials is on and
// the user shows intent toward them, or a stored embedded session needs restoring.
export { createEmbeddedWallet, type EmbeddedWallet } from './embeddedWallet'

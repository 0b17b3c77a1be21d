import { fileURLToPath } from 'node:url'

/** Where the sandbox build puts the WalletConnect wallet page (served on its own origin). */
export const WALLET_PAGE_DIST_DIR = fileURLToPath(new URL('../../../dist/wc-wallet', import.meta.url))

import { fileURLToPath } from 'node:url'

/** Where the sandbox build puts the frame app (served by startSecureSite on its own origin). */
export const SECURE_SITE_DIST_DIR = fileURLToPath(new URL('../../../dist/secure-site', import.meta.url))

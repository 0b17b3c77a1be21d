import { fileURLToPath } from 'node:url'

/** Where the build puts the sandbox's frame app (scripted key steps), beside the product's dist/secure-site. */
export const SANDBOX_FRAME_APP_DIST_DIR = fileURLToPath(new URL('../../../dist/sandbox-secure-site', import.meta.url))

import { fileURLToPath } from 'node:url'

/** The repository's root folder. */
export const REPO = fileURLToPath(new URL('../../', import.meta.url))

/** Where `npm run pack` stages each package and writes the tarballs. */
export const PACKAGES_DIST = `${REPO}dist/packages`

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PACKAGES_DIST, REPO } from './repo'

/** The tarball install docs/install.md gives a dapp, in a fenced line of its own. */
const DOCS_INSTALL = /^npm install (\.\/dist\/packages\/\S+\.tgz(?: \.\/dist\/packages\/\S+\.tgz)*)\s*(?:#.*)?$/m

/**
 * The tarballs of the dapp install docs/install.md gives, as written (its relative paths resolved
 * against the repo's dist/packages), so the packages check installs exactly what a reader types.
 * @example docsInstallTarballs() // ['/repo/dist/packages/portico-contracts-0.1.0.tgz', ...]
 */
export function docsInstallTarballs(markdown = readFileSync(join(REPO, 'docs/install.md'), 'utf8')): string[] {
  const match = DOCS_INSTALL.exec(markdown)
  if (!match?.[1]) throw new Error('docs/install.md gives no `npm install ./dist/packages/<name>.tgz ...` line')
  return match[1].split(' ').map((path) => join(PACKAGES_DIST, path.slice('./dist/packages/'.length)))
}

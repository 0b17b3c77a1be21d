import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PACKAGES_DIST, REPO } from './repo'
import { sourceFingerprint } from './sourceFingerprint'

// The sources the tarballs in dist/packages were packed from (their fingerprint).
const MARKER = join(PACKAGES_DIST, '.packed-from')

/**
 * Packs the public packages (`npm run pack`, under jiti: the plugin remotes are built with rspack)
 * unless dist/packages already holds tarballs packed from these very sources: the packages check
 * and the example browser tests of one `npm test` share one pack (about 35 s). Returns whether
 * it packed.
 */
export function packOnce(): boolean {
  const fingerprint = sourceFingerprint()
  if (existsSync(MARKER) && readFileSync(MARKER, 'utf8') === fingerprint) return false
  // A pack that fails halfway leaves no marker, so no later call trusts its tarballs.
  rmSync(MARKER, { force: true })
  execFileSync(process.execPath, ['--import', 'jiti/register', join(REPO, 'packages/scripts/pack.ts')], { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] })
  writeFileSync(MARKER, fingerprint)
  return true
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now()
  const packed = packOnce()
  console.log(packed ? `packed in ${((Date.now() - started) / 1000).toFixed(1)} s` : 'dist/packages holds tarballs packed from these sources')
}

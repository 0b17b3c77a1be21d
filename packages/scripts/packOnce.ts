import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PACKAGES_DIST, REPO } from '../packages/scripts/repo'

// Which test run packed the tarballs last: a second example in the same run installs them as they are.
const MARKER = join(PACKAGES_DIST, '.packed-for-run')

/**
 * Packs the public packages (`npm run pack`, under jiti: the plugin remotes are built with rspack),
 * once per `run`: the browser tests of both examples share one pack (about 20 s). Without a run,
 * packs every time.
 */
export function packOnce(run?: string): void {
  if (run && existsSync(MARKER) && readFileSync(MARKER, 'utf8') === run) return
  execFileSync(process.execPath, ['--import', 'jiti/register', join(REPO, 'packages/scripts/pack.ts')], { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] })
  if (run) writeFileSync(MARKER, run)
}

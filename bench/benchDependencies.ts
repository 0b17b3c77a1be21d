import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { BENCH_DIR } from './artefacts'

const packageSchema = z.object({ version: z.string().optional(), dependencies: z.record(z.string(), z.string()).optional() })
const readPackage = (path: string) => packageSchema.parse(JSON.parse(readFileSync(path, 'utf8')))

/** The pinned dependencies of bench/package.json that bench/node_modules lacks or holds at another version. */
function missingDependencies(): string[] {
  const { dependencies = {} } = readPackage(join(BENCH_DIR, 'package.json'))
  return Object.entries(dependencies).filter(([name, version]) => {
    const installed = join(BENCH_DIR, 'node_modules', name, 'package.json')
    return !existsSync(installed) || readPackage(installed).version !== version
  }).map(([name, version]) => `${name}@${version}`)
}

/**
 * The peers (AppKit, RainbowKit) live in bench/'s own package.json, out of the product's
 * dependencies: install them on first use, and again when bench/package.json pins something the
 * installed copy lacks (a peer added or bumped since the last install).
 */
export function ensureBenchDependencies(): void {
  const missing = missingDependencies()
  if (missing.length === 0) return
  const command = existsSync(join(BENCH_DIR, 'package-lock.json')) ? 'ci' : 'install'
  console.log(`installing bench dependencies (npm ${command} in bench/; missing ${missing.join(', ')}) ...`)
  const result = spawnSync('npm', [command, '--no-audit', '--no-fund'], { cwd: BENCH_DIR, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`npm ${command} in bench/ failed`)
}

import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

const EXAMPLES = fileURLToPath(new URL('./', import.meta.url))
const REPO = resolve(EXAMPLES, '..')

const examplePackageSchema = z.object({ dependencies: z.record(z.string(), z.string()) }).passthrough()

export interface InstalledExample {
  /** The example's copy, outside the repo: nothing resolves from the repo's node_modules. */
  dir: string
  /** Its `npm run build` output. */
  dist: string
  remove: () => void
}

/**
 * Packs the public packages (`npm run pack`), copies `examples/<name>` to a temporary folder with
 * its `file:` tarball paths made absolute, installs it with npm (from the cache when it can) and
 * builds it with its own `npm run build`.
 */
export function installExample(name: string): InstalledExample {
  const options = { stdio: ['ignore', 'pipe', 'pipe'] as ['ignore', 'pipe', 'pipe'], encoding: 'utf8' as const }
  execFileSync(process.execPath, ['--import', 'jiti/register', join(REPO, 'packages/scripts/pack.ts')], { ...options, cwd: REPO })
  const dir = mkdtempSync(join(tmpdir(), `portico-example-${name}-`))
  cpSync(join(EXAMPLES, name), dir, { recursive: true, filter: (source) => !/[\\/](node_modules|dist|public)$/.test(source) })
  const manifest = examplePackageSchema.parse(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')))
  const dependencies = Object.fromEntries(
    Object.entries(manifest.dependencies).map(([dep, spec]) => [dep, spec.startsWith('file:') ? `file:${resolve(EXAMPLES, name, spec.slice('file:'.length))}` : spec]),
  )
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ ...manifest, dependencies }, null, 2))
  execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], { ...options, cwd: dir })
  execFileSync('npm', ['run', 'build', '--silent'], { ...options, cwd: dir })
  return { dir, dist: join(dir, 'dist'), remove: () => rmSync(dir, { recursive: true, force: true }) }
}

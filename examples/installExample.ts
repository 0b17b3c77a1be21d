import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { packOnce } from '../packages/scripts/packOnce'

const EXAMPLES = fileURLToPath(new URL('./', import.meta.url))

const examplePackageSchema = z.object({ dependencies: z.record(z.string(), z.string()) }).passthrough()

export interface InstallExampleOptions {
  /** Extra environment for its build (Next.js inlines `NEXT_PUBLIC_` variables then). */
  buildEnv?: Readonly<Record<string, string>>
}

export interface InstalledExample {
  /** The example's copy, outside the repo: nothing resolves from the repo's node_modules. */
  dir: string
  /** Its `npm run build` output (Vite's; Next.js builds into `.next` and serves it with `next start`). */
  dist: string
  /** Seconds each step took: pack (about 0 when the tarballs were packed from these sources already), install, build. */
  seconds: { pack: number; install: number; build: number }
  remove: () => void
}

/** Runs a step and returns how many seconds it took. */
function timed(step: () => void): number {
  const started = Date.now()
  step()
  return (Date.now() - started) / 1000
}

/**
 * Packs the public packages (`npm run pack`, once for the same sources), copies `examples/<name>` to a
 * temporary folder with its `file:` tarball paths made absolute, installs it with npm (from the
 * cache when it can) and builds it with its own `npm run build`.
 */
export function installExample(name: string, { buildEnv = {} }: InstallExampleOptions = {}): InstalledExample {
  const options = { stdio: ['ignore', 'pipe', 'pipe'] as ['ignore', 'pipe', 'pipe'], encoding: 'utf8' as const }
  const pack = timed(() => packOnce())
  const dir = mkdtempSync(join(tmpdir(), `portico-example-${name}-`))
  cpSync(join(EXAMPLES, name), dir, { recursive: true, filter: (source) => !/[\\/](node_modules|dist|public|\.next)$/.test(source) })
  const manifest = examplePackageSchema.parse(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')))
  const dependencies = Object.fromEntries(
    Object.entries(manifest.dependencies).map(([dep, spec]) => [dep, spec.startsWith('file:') ? `file:${resolve(EXAMPLES, name, spec.slice('file:'.length))}` : spec]),
  )
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ ...manifest, dependencies }, null, 2))
  const install = timed(() => execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], { ...options, cwd: dir }))
  // Next.js would otherwise report the build to its telemetry.
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...buildEnv }
  const build = timed(() => execFileSync('npm', ['run', 'build', '--silent'], { ...options, cwd: dir, env }))
  return { dir, dist: join(dir, 'dist'), seconds: { pack, install, build }, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

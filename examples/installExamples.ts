import { execFileSync, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { packOnce } from '../packages/scripts/packOnce'
import { PACKAGES_DIST } from '../packages/scripts/repo'
import { swapAppKitDependencies, swapAppKitImports } from './swapAppKitImports'

const EXAMPLES = fileURLToPath(new URL('./', import.meta.url))

const examplePackageSchema = z.looseObject({
  dependencies: z.record(z.string(), z.string()),
  devDependencies: z.optional(z.record(z.string(), z.string())),
})

/** The dapp-side tarballs `npm run pack` writes, as file: dependencies (the shell's frame-protocol too: nothing comes from a registry). */
function porticoTarballs(): Record<string, string> {
  const tarball = (name: string) => {
    const file = readdirSync(PACKAGES_DIST).find((entry) => new RegExp(`^portico-${name}-\\d.*\\.tgz$`).test(entry))
    if (!file) throw new Error(`no @portico/${name} tarball in ${PACKAGES_DIST}`)
    return `file:${join(PACKAGES_DIST, file)}`
  }
  return { '@portico/contracts': tarball('contracts'), '@portico/frame-protocol': tarball('frame-protocol'), '@portico/plugins': tarball('plugins'), '@portico/shell': tarball('shell') }
}

export interface InstalledExamples {
  /** The install folder, outside the repo: `node_modules` here, each example in `<dir>/<name>`. */
  dir: string
  /** Seconds: pack (about 0 when the tarballs were packed from these sources already), install. */
  seconds: { pack: number; install: number }
  /** Builds one example with its own `npm run build`; returns its seconds. */
  build: (name: string, env?: Readonly<Record<string, string>>) => number
  /**
   * Type-checks examples that share one tsconfig (the Vite ones: strict, `skipLibCheck` false) in
   * ONE `tsc --noEmit` over their sources, so the libraries' types are checked once; returns its seconds.
   */
  typecheck: (names: readonly string[]) => number
  /** Deletes the install folder in the background (its node_modules take minutes on a busy machine). */
  remove: () => void
}

const timed = (step: () => void) => {
  const started = Date.now()
  step()
  return (Date.now() - started) / 1000
}
const quiet = { stdio: ['ignore', 'pipe', 'pipe'] as ['ignore', 'pipe', 'pipe'], encoding: 'utf8' as const, maxBuffer: 64 * 1024 * 1024 }

/** Runs a command quietly; on failure the error carries what it printed (tsc's and the bundlers' messages). */
function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): void {
  try {
    execFileSync(command, args, { ...quiet, ...options })
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`${[command, ...args].join(' ')} failed in ${options.cwd}:\n${stdout}${stderr}`, { cause: error })
  }
}

/** Copies one example with its AppKit module specifiers swapped for Portico's (and nothing else edited); returns its dependencies. */
function copyExample(name: string, dir: string, portico: Record<string, string>): Record<string, string> {
  const target = join(dir, name)
  cpSync(join(EXAMPLES, name), target, { recursive: true, filter: (source) => !/[\\/](node_modules|dist|\.next)$/.test(source) })
  for (const file of readdirSync(join(target, 'src'), { recursive: true, encoding: 'utf8' })) {
    if (!/\.(ts|tsx|js|jsx)$/.test(file)) continue
    const path = join(target, 'src', file)
    writeFileSync(path, swapAppKitImports(readFileSync(path, 'utf8'), `examples/${name}/src/${file}`))
  }
  const manifest = examplePackageSchema.parse(JSON.parse(readFileSync(join(target, 'package.json'), 'utf8')))
  const dependencies = swapAppKitDependencies(manifest.dependencies, portico)
  writeFileSync(join(target, 'package.json'), JSON.stringify({ ...manifest, dependencies }, null, 2))
  return { ...dependencies, ...manifest.devDependencies }
}

/**
 * Installs the named examples together, as CI does: the tarballs packed once, every example copied
 * to one temporary folder with its imports swapped, and ONE `npm install` of their dependencies'
 * union there (examples agree on versions; a clash throws). Each example then builds in its folder.
 */
export function installExamples(names: readonly string[]): InstalledExamples {
  const pack = timed(() => packOnce())
  const dir = mkdtempSync(join(tmpdir(), 'portico-examples-'))
  const portico = porticoTarballs()
  const union: Record<string, string> = {}
  for (const name of names) {
    for (const [dep, version] of Object.entries(copyExample(name, dir, portico))) {
      if (union[dep] && union[dep] !== version) throw new Error(`examples/${name} wants ${dep}@${version}, another example ${union[dep]}`)
      union[dep] = version
    }
  }
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'portico-examples', private: true, dependencies: union }, null, 2))
  const install = timed(() => run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], { cwd: dir }))
  const build = (name: string, env: Readonly<Record<string, string>> = {}) =>
    // Next.js would otherwise report the build to its telemetry.
    timed(() => run('npm', ['run', 'build', '--silent'], { cwd: join(dir, name), env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } }))
  const typecheck = (checked: readonly string[]) => {
    const [first] = checked
    if (!first) return 0
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ extends: `./${first}/tsconfig.json`, include: checked.map((name) => `${name}/src`) }))
    return timed(() => run(join(dir, 'node_modules/.bin/tsc'), ['--noEmit', '-p', dir], { cwd: dir }))
  }
  return { dir, seconds: { pack, install }, build, typecheck, remove: () => spawn('rm', ['-rf', dir], { detached: true, stdio: 'ignore' }).unref() }
}

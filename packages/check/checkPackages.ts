// The proof that the tarballs `npm run pack` writes are what a dapp installs and nothing else:
// packs, installs the tarballs into a fresh dapp outside the repo (npm, from its cache when it
// can), runs that dapp's own tsc (lib ES2020, target ES2017, skipLibCheck false) with and without
// wagmi, ethers and @solana/web3.js, copies the plugins with `portico-plugins copy`, and bundles the dapp with
// rspack, Vite and Next.js (Turbopack), wagmi, ethers and @solana/web3.js absent; the Vite builds (React 18 and 19)
// open in chromium and load a plugin from pluginBaseUrl; the same install holds `@portico/server`,
// whose `portico-server` command then runs under plain node (runInstalledServer.ts). `npm run test:packages` runs it
// (checkPackages.test.ts); `npx tsx packages/check/checkPackages.ts` prints its figures.
import { rspack, type Stats } from '@rspack/core'
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readWorkspacePackage } from '../scripts/manifests'
import { openPackagedDapp, type PackagedDappRun } from './openPackagedDapp'
import { runInstalledServer, type InstalledServerRun } from './runInstalledServer'
import { packOnce } from '../scripts/packOnce'
import { PACKAGES_DIST } from '../scripts/repo'

const FIXTURE = fileURLToPath(new URL('./dapp/', import.meta.url))

/**
 * The dapp's other dependencies, first at the floor of each peer range (React 18, wagmi 2, ethers
 * 6.0, @solana/web3.js 1.95), then at the versions this repo runs (React 19, wagmi 3): the shell's package.json ranges
 * claim no more than these two passes prove. Exact versions, so npm finds them in its cache.
 */
const FLOOR_DEPENDENCIES = {
  react: '18.3.1',
  'react-dom': '18.3.1',
  '@types/react': '18.3.31',
  '@types/react-dom': '18.3.7',
  '@wagmi/core': '2.13.0',
  ethers: '6.0.0',
  '@solana/web3.js': '1.95.0',
  // ethers 6.0.0's own types reference Node's without depending on them (6.7 added the dependency).
  '@types/node': '20.19.43',
}
const LATEST_DEPENDENCIES = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  '@types/react': '19.3.0',
  '@types/react-dom': '19.3.0',
  '@wagmi/core': '3.3.4',
  ethers: '6.17.0',
  '@solana/web3.js': '1.98.4',
  // The dapp's third bundler: Next.js (Turbopack) builds next-app/ with no next.config.
  next: '16.4.6',
}
const NPM_INSTALL = ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error']

export interface PackageCheck {
  /** Tarball file name to its size in bytes. */
  tarballs: Record<string, number>
  /** Seconds per step: pack, installFloor, server, tscFloor, copy, viteFloor, installLatest, tscLatest, tscCore, tscNode10, bundle, vite, next, browserReact18, browserReact19. */
  seconds: Record<string, number>
  /** The plugin folders `portico-plugins copy` wrote. */
  copiedPlugins: string[]
  /** Every module path the dapp's bundle holds. */
  bundledModules: string[]
  /** The JavaScript files of the bundle (the lazy chunks are files of their own). */
  bundleFiles: string[]
  /** The JavaScript files of the same dapp built by `vite build`. */
  viteFiles: string[]
  /** What `next build` printed (its route table). */
  nextBuild: string
  /** The Vite builds opened in chromium: React 18 (the floor pass) and React 19 (built without wagmi and ethers installed). */
  browser: { react18: PackagedDappRun; react19: PackagedDappRun }
  /** `portico-server --config f.json` from the installed `@portico/server`. */
  server: InstalledServerRun
}

// Next.js would otherwise report the build to its telemetry.
const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })

/** Runs a command; on failure, throws with what it printed (tsc prints its errors on stdout). */
function step(command: string, args: string[], cwd: string): string {
  try {
    return run(command, args, cwd)
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string }
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`)
  }
}

function bundle(dapp: string): Promise<Stats> {
  const compiler = rspack({
    context: dapp,
    mode: 'production',
    target: 'web',
    entry: { main: './src/main.tsx' },
    output: { path: join(dapp, 'dist'), filename: '[name].js', chunkFilename: 'chunks/[name].[contenthash:8].js' },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx$/,
          include: join(dapp, 'src'),
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
          type: 'javascript/auto',
        },
      ],
    },
    optimization: { minimize: false },
    performance: false,
  })
  return new Promise((resolve, reject) => compiler.run((error, stats) => (error || !stats ? reject(error ?? new Error('rspack gave no stats')) : resolve(stats))))
}

/** Every check above; throws on the first failure with its output. */
export async function checkPackages(): Promise<PackageCheck> {
  const seconds: Record<string, number> = {}
  const timed = async <T>(name: string, work: () => T | Promise<T>): Promise<T> => {
    const started = Date.now()
    const result = await work()
    seconds[name] = (Date.now() - started) / 1000
    return result
  }

  // rspack builds the plugin remotes: under jiti, in a process of its own (see pack.ts).
  await timed('pack', packOnce)
  const version = readWorkspacePackage('shell').version
  const tarball = (name: string) => join(PACKAGES_DIST, `portico-${name}-${version}.tgz`)
  const tarballs = Object.fromEntries(['contracts', 'frame-protocol', 'shell', 'plugins', 'server'].map((name) => [`portico-${name}-${version}.tgz`, statSync(tarball(name)).size]))

  const dapp = mkdtempSync(join(tmpdir(), 'portico-dapp-'))
  try {
    cpSync(FIXTURE, dapp, { recursive: true })
    const dependencies = {
      '@portico/contracts': `file:${tarball('contracts')}`,
      '@portico/frame-protocol': `file:${tarball('frame-protocol')}`,
      '@portico/shell': `file:${tarball('shell')}`,
      '@portico/plugins': `file:${tarball('plugins')}`,
      // Installed with the dapp's own packages: one install serves both checks.
      '@portico/server': `file:${tarball('server')}`,
      typescript: '5.9.3',
      // The dapp's second bundler, with no config file.
      vite: '8.3.8',
      ...FLOOR_DEPENDENCIES,
    }
    writeFileSync(join(dapp, 'package.json'), JSON.stringify({ name: 'packaged-dapp', private: true, type: 'module', dependencies }, null, 2))
    const tsc = join(dapp, 'node_modules/.bin/tsc')
    await timed('installFloor', () => step('npm', NPM_INSTALL, dapp))
    const server = await timed('server', () => runInstalledServer(dapp))
    await timed('tscFloor', () => step(tsc, ['-p', 'tsconfig.json'], dapp))
    // Vite serves public/ as is and copies it into its build: the plugins ship with the dapp.
    await timed('copy', () => step(join(dapp, 'node_modules/.bin/portico-plugins'), ['copy', 'public/portico-plugins'], dapp))
    const vite = (outDir: string) => step(join(dapp, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error', '--outDir', outDir], dapp)
    await timed('viteFloor', () => vite('dist-react18'))
    const latest = Object.entries(LATEST_DEPENDENCIES).map(([name, pinned]) => `${name}@${pinned}`)
    await timed('installLatest', () => step('npm', [...NPM_INSTALL, ...latest], dapp))
    await timed('tscLatest', () => step(tsc, ['-p', 'tsconfig.json'], dapp))
    // As if the dapp had never installed them: the core entries must need neither.
    rmSync(join(dapp, 'node_modules/@wagmi/core'), { recursive: true })
    rmSync(join(dapp, 'node_modules/ethers'), { recursive: true })
    rmSync(join(dapp, 'node_modules/@solana/web3.js'), { recursive: true })
    await timed('tscCore', () => step(tsc, ['-p', 'tsconfig.core.json'], dapp))
    // A dapp still on `moduleResolution: node` reads no exports map: the subpaths' types come from
    // typesVersions. (zod's own .d.cts need esModuleInterop there.)
    await timed('tscNode10', () => step(tsc, ['-p', 'tsconfig.core.json', '--moduleResolution', 'node', '--esModuleInterop'], dapp))

    const served = join(dapp, 'public/portico-plugins', version)
    const copiedPlugins = readdirSync(served).filter((name) => existsSync(join(served, name, 'remoteEntry.js')))
    if (!existsSync(join(served, 'index.json'))) throw new Error(`portico-plugins copy wrote no index.json in ${served}`)

    const stats = await timed('bundle', () => bundle(dapp))
    if (stats.hasErrors()) throw new Error(`the dapp's bundle failed:\n${stats.toString({ all: false, errors: true, colors: false })}`)
    const json = stats.toJson({ all: false, modules: true, assets: true })
    const bundledModules = (json.modules ?? []).map((module) => module.name ?? '')
    const bundleFiles = (json.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith('.js'))
    await timed('vite', () => vite('dist-vite'))
    const viteFiles = readdirSync(join(dapp, 'dist-vite/assets')).filter((name) => name.endsWith('.js'))
    // Next.js writes next-app/tsconfig.json itself; modules resolve from the dapp's node_modules.
    const nextBuild = await timed('next', () => step(join(dapp, 'node_modules/.bin/next'), ['build', 'next-app'], dapp))
    const react18 = await timed('browserReact18', () => openPackagedDapp(join(dapp, 'dist-react18')))
    const react19 = await timed('browserReact19', () => openPackagedDapp(join(dapp, 'dist-vite')))
    return { tarballs, seconds, copiedPlugins, bundledModules, bundleFiles, viteFiles, nextBuild, browser: { react18, react19 }, server }
  } finally {
    rmSync(dapp, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now()
  checkPackages()
    .then(({ tarballs, seconds, copiedPlugins, bundleFiles, viteFiles }) => {
      for (const [name, bytes] of Object.entries(tarballs)) console.log(`${name}: ${(bytes / 1024).toFixed(1)} kB`)
      console.log(`plugins copied: ${copiedPlugins.join(', ')}; dapp bundle: ${bundleFiles.length} files (rspack), ${viteFiles.length} (vite)`)
      console.log(`steps (s): ${Object.entries(seconds).map(([name, s]) => `${name} ${s.toFixed(1)}`).join(', ')}`)
      console.log(`check:packages passed in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    })
}

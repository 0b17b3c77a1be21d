// The proof that the tarballs `npm run pack` writes are what a dapp installs and nothing else:
// packs, then installs into a fresh dapp outside the repo (npm, from its cache when it can) first
// exactly the tarballs docs/install.md names, as an EVM-only Vite dapp (no Solana client, wagmi or
// ethers may come with them) and builds it with Vite; then the floor and latest peers, running
// that dapp's own tsc (lib ES2020, target ES2017, skipLibCheck false) with and without wagmi,
// ethers and @solana/web3.js, a Solana dapp's Vite build, and bundles with rspack, Vite and
// Next.js (Turbopack), the three absent; the Vite builds (React 18 and 19) open in chromium and
// load a plugin from pluginBaseUrl. The backends' tarballs go to an operator's folder of their own
// (runInstalledBackends.ts, checkBackends.test.ts). `npm run
// test:packages` runs it (checkPackages.test.ts); `npx tsx packages/check/checkPackages.ts` prints its figures.
import { rspack, type Stats } from '@rspack/core'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readWorkspacePackage } from '../scripts/manifests'
import { openPackagedDapp, type PackagedDappRun } from './openPackagedDapp'
import { runCommand } from './runCommand'
import { docsInstallTarballs } from '../scripts/docsInstall'
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
/** What an EVM-only Vite dapp installs beside the docs' tarballs (the floor React, as the first pass). */
const EVM_DAPP_DEPENDENCIES = { react: '18.3.1', 'react-dom': '18.3.1', vite: '8.3.8' }
/** The shell's optional peers: a dapp that installs only what the docs say gets none of them. */
const OPTIONAL_PEERS = ['@solana/web3.js', '@wagmi/core', 'ethers']
/** A message of @solana/web3.js's PublicKey, kept by minifiers: in a bundle, the Solana client is there. */
const SOLANA_CLIENT_TEXT = 'Invalid public key input'

/** Whether any JavaScript file of a Vite build holds the text. */
function bundleHolds(dist: string, text: string): boolean {
  return readdirSync(join(dist, 'assets')).some((name) => name.endsWith('.js') && readFileSync(join(dist, 'assets', name), 'utf8').includes(text))
}

const NPM_INSTALL = ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error']

export interface PackageCheck {
  /** Tarball file name to its size in bytes. */
  tarballs: Record<string, number>
  /** The shell's optional peers (Solana's client, wagmi, ethers) found installed after the docs' install alone: none. */
  evmOnlyInstalled: string[]
  /** Whether the Solana client is in the EVM-only dapp's Vite build and in the Solana dapp's. */
  solanaClient: { evmOnly: boolean; solana: boolean }
  /** What Vite printed building the Solana page with @solana/web3.js removed ('' had it built). */
  solanaWithoutClient: string
  /** Seconds per step: pack, installDocs, copy, viteFloor, installFloor, tscFloor, viteSolana, installLatest, tscLatest, tscCore, tscNode10, bundle, vite, next, browserReact18, browserReact19. */
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
}

const step = runCommand

/** The message a step failed with, or '' when it passed. */
function failureOf(work: () => unknown): string {
  try {
    work()
    return ''
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
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
  const tarballs = Object.fromEntries(['contracts', 'frame-protocol', 'shell', 'plugins'].map((name) => [`portico-${name}-${version}.tgz`, statSync(tarball(name)).size]))

  const dapp = mkdtempSync(join(tmpdir(), 'portico-dapp-'))
  try {
    cpSync(FIXTURE, dapp, { recursive: true })
    // First as docs/install.md tells a dapp: its tarball install, as written, beside React and Vite.
    writeFileSync(join(dapp, 'package.json'), JSON.stringify({ name: 'packaged-dapp', private: true, type: 'module', dependencies: EVM_DAPP_DEPENDENCIES }, null, 2))
    await timed('installDocs', () => step('npm', [...NPM_INSTALL, ...docsInstallTarballs()], dapp))
    const evmOnlyInstalled = OPTIONAL_PEERS.filter((name) => existsSync(join(dapp, 'node_modules', name)))
    // Vite serves public/ as is and copies it into its build: the plugins ship with the dapp.
    await timed('copy', () => step(join(dapp, 'node_modules/.bin/portico-plugins'), ['copy', 'public/portico-plugins'], dapp))
    const vite = (outDir: string, root = '.') => step(join(dapp, 'node_modules/.bin/vite'), ['build', root, '--logLevel', 'error', '--outDir', join(dapp, outDir), '--emptyOutDir'], dapp)
    // The EVM-only dapp (React 18), its Solana, wagmi and ethers peers not installed.
    await timed('viteFloor', () => vite('dist-react18'))
    const dependencies = {
      '@portico/contracts': `file:${tarball('contracts')}`,
      '@portico/frame-protocol': `file:${tarball('frame-protocol')}`,
      '@portico/shell': `file:${tarball('shell')}`,
      '@portico/plugins': `file:${tarball('plugins')}`,
      typescript: '5.9.3',
      // The dapp's second bundler, with no config file.
      vite: '8.3.8',
      ...FLOOR_DEPENDENCIES,
    }
    writeFileSync(join(dapp, 'package.json'), JSON.stringify({ name: 'packaged-dapp', private: true, type: 'module', dependencies }, null, 2))
    const tsc = join(dapp, 'node_modules/.bin/tsc')
    await timed('installFloor', () => step('npm', NPM_INSTALL, dapp))
    await timed('tscFloor', () => step(tsc, ['-p', 'tsconfig.json'], dapp))
    // The Solana dapp: `@portico/shell/solana` and `/solana/react` bundled with the @solana/web3.js it installed.
    await timed('viteSolana', () => vite('dist-solana', 'solana-app'))
    const latest = Object.entries(LATEST_DEPENDENCIES).map(([name, pinned]) => `${name}@${pinned}`)
    await timed('installLatest', () => step('npm', [...NPM_INSTALL, ...latest], dapp))
    await timed('tscLatest', () => step(tsc, ['-p', 'tsconfig.json'], dapp))
    // As if the dapp had never installed them: the core entries must need neither.
    rmSync(join(dapp, 'node_modules/@wagmi/core'), { recursive: true })
    rmSync(join(dapp, 'node_modules/ethers'), { recursive: true })
    rmSync(join(dapp, 'node_modules/@solana/web3.js'), { recursive: true })
    await timed('tscCore', () => step(tsc, ['-p', 'tsconfig.core.json'], dapp))
    // A Solana page without the Solana client fails in the bundler, naming it (not at run time).
    const solanaWithoutClient = await timed('viteSolanaWithoutClient', () => failureOf(() => vite('dist-solana-missing', 'solana-app')))
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
    const solanaClient = { evmOnly: bundleHolds(join(dapp, 'dist-react18'), SOLANA_CLIENT_TEXT), solana: bundleHolds(join(dapp, 'dist-solana'), SOLANA_CLIENT_TEXT) }
    return { tarballs, seconds, evmOnlyInstalled, solanaClient, solanaWithoutClient, copiedPlugins, bundledModules, bundleFiles, viteFiles, nextBuild, browser: { react18, react19 } }
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

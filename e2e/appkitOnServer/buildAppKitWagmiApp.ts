import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { rspack, type Configuration } from '@rspack/core'
import { ensureBenchDependencies } from '../../bench/benchDependencies'

const BENCH_DIR = fileURLToPath(new URL('../../bench/', import.meta.url))
const APP_SOURCE = join(BENCH_DIR, 'apps', 'appkit-wagmi', 'main.tsx')
/** The built AppKit + wagmi dapp (bench/dist is ignored by git). */
export const APPKIT_WAGMI_DIST = join(BENCH_DIR, 'dist', 'appkit-wagmi')
const REPO = fileURLToPath(new URL('../../', import.meta.url))
/** The sandbox wallet as one script, built beside the app: the sandbox build's copy may be mid-rebuild. */
export const APPKIT_WALLET_SCRIPT = join(BENCH_DIR, 'dist', 'appkit-wagmi-wallet', 'sandbox-wallet.js')

const TYPESCRIPT_RULE = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
  type: 'javascript/auto',
} as const

// A development build: the test needs AppKit's behaviour, not its minified bytes (the bench
// measures those), and skipping minification keeps the build to seconds.
function appConfig(): Configuration {
  return {
    name: 'appkit-wagmi',
    mode: 'development',
    devtool: false,
    target: 'web',
    entry: { main: APP_SOURCE },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    module: { rules: [TYPESCRIPT_RULE] },
    output: { path: APPKIT_WAGMI_DIST, filename: '[name].js', chunkFilename: 'chunks/[name].[contenthash:8].js', publicPath: '/', clean: true },
    plugins: [new rspack.HtmlRspackPlugin({ template: join(BENCH_DIR, 'apps', 'index.html') })],
    performance: false,
    stats: 'errors-only',
  }
}

/** The sandbox wallet (an EIP-6963 extension stand-in) as one script, run as an init script. */
function walletConfig(): Configuration {
  return {
    name: 'appkit-wagmi-wallet',
    mode: 'development',
    devtool: false,
    target: 'web',
    entry: { 'sandbox-wallet': join(REPO, 'sandbox', 'src', 'wallet', 'index.ts') },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    module: { rules: [TYPESCRIPT_RULE] },
    output: { path: dirname(APPKIT_WALLET_SCRIPT), filename: '[name].js', clean: true },
    plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    performance: false,
    stats: 'errors-only',
  }
}

function runBuild(): Promise<void> {
  return new Promise((resolve, reject) => {
    rspack([appConfig(), walletConfig()]).run((error, stats) => {
      if (error) return reject(error)
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, colors: false })))
      resolve()
    })
  })
}

/**
 * Builds bench/apps/appkit-wagmi (AppKit and its wagmi adapter from bench/node_modules, installed
 * on first use) into bench/dist/appkit-wagmi, and the sandbox wallet beside it (APPKIT_WALLET_SCRIPT).
 * A few seconds, so every run builds. Resolves with the folder to serve.
 */
export async function buildAppKitWagmiApp(): Promise<string> {
  ensureBenchDependencies()
  await runBuild()
  return APPKIT_WAGMI_DIST
}

// Builds the bench apps in a process of its own under jiti (see bench/build.ts): tsx's esbuild
// would add `__name` helpers to the Module Federation runtime code rspack puts in remote entries.
// Usage: node --import jiti/register bench/rspackBuild.ts portico appkit rainbowkit baseline wallet
import { rspack, type Configuration, type StatsCompilation } from '@rspack/core'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { base, DISCOVERED_PLUGINS, pluginConfig, type BuildOptions } from '../rspack.config'
import { writePluginIndex } from '../toolchain/plugins/pluginIndex'
import { appDir, BENCH_APPS, BENCH_DIR, manifestPath, WALLET_SCRIPT, type ArtefactManifest, type BenchApp, type BuildTarget } from './artefacts'

const production: BuildOptions = { mode: 'production' }
const repo = (path: string) => join(BENCH_DIR, '..', path)

/** The shared production config (`base`) with one entry, an HTML page and one React for every app. */
function appConfig(app: BenchApp): Configuration {
  const config = base(production, `bench-${app}`)
  return {
    ...config,
    entry: { main: join(BENCH_DIR, 'apps', app, 'main.tsx') },
    resolve: {
      ...config.resolve,
      // bench/apps/* would otherwise resolve bench/node_modules/react while the shell resolves
      // the root's: one copy (the root's, same version) for every app.
      alias: { ...config.resolve?.alias, react: repo('node_modules/react'), 'react-dom': repo('node_modules/react-dom') },
    },
    module: {
      ...config.module,
      // RainbowKit's documented setup imports its stylesheet; rspack 2 handles CSS natively once
      // a rule asks for it (a <link> in the page). Its package.json does not list the stylesheet
      // in `sideEffects`, so the rule keeps it, as bundlers' CSS defaults do. The other apps import no CSS.
      rules: [...(config.module?.rules ?? []), { test: /\.css$/, type: 'css/auto', sideEffects: true }],
    },
    output: {
      path: appDir(app),
      filename: '[name].[contenthash:8].js',
      chunkFilename: 'chunks/[name].[contenthash:8].js',
      publicPath: '/',
      uniqueName: `portico_bench_${app}`,
    },
    plugins: [...(config.plugins ?? []), new rspack.HtmlRspackPlugin({ template: join(BENCH_DIR, 'apps', 'index.html') })],
  }
}

/** The sandbox wallet as one script, injected by the Receive run; never part of an app's bytes. */
function walletConfig(): Configuration {
  return {
    ...base(production, 'bench-wallet'),
    entry: { 'sandbox-wallet': repo('sandbox/src/wallet/index.ts') },
    output: { path: dirname(WALLET_SCRIPT), filename: '[name].js', uniqueName: 'portico_bench_wallet' },
    // One file: it runs as an init script, where a lazy chunk would have no URL to load from.
    plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  }
}

function configsFor(target: BuildTarget): Configuration[] {
  if (target === 'wallet') return [walletConfig()]
  if (target !== 'portico') return [appConfig(target)]
  return [appConfig(target), ...DISCOVERED_PLUGINS.map((plugin) => pluginConfig(production, plugin, appDir('portico')))]
}

/** The source modules in each chunk, by chunk id: a concatenated module counts as the modules it joined. */
function modulesByChunk(stats: StatsCompilation): Map<string, string[]> {
  const byChunk = new Map<string, string[]>()
  for (const module of stats.modules ?? []) {
    const names = module.modules?.length ? module.modules.map((inner) => inner.name ?? '') : [module.name ?? '']
    for (const chunk of module.chunks ?? []) byChunk.set(String(chunk), [...(byChunk.get(String(chunk)) ?? []), ...names.filter(Boolean)])
  }
  return byChunk
}

/** Initial files of the `main` entrypoint; every other JS chunk labelled by the import that asked for it. */
function manifestOf(app: BenchApp, stats: StatsCompilation): ArtefactManifest {
  const js = (file: string) => file.endsWith('.js')
  const modules = modulesByChunk(stats)
  const modulesOf = (id: string | number | undefined) => modules.get(String(id)) ?? []
  const entryFiles = (stats.entrypoints?.main?.assets ?? []).map((asset) => asset.name)
  const initial = entryFiles.filter(js)
  const initialCss = entryFiles.filter((file) => file.endsWith('.css'))
  const initialModules = (stats.chunks ?? []).filter((chunk) => chunk.initial).flatMap((chunk) => modulesOf(chunk.id))
  const lazy = (stats.chunks ?? [])
    .filter((chunk) => !chunk.initial)
    .flatMap((chunk) => {
      const requests = [...new Set((chunk.origins ?? []).map((origin) => origin.request).filter(Boolean))]
      const label = `${requests.join(', ') || 'chunk'} #${chunk.id}`
      return (chunk.files ?? []).filter(js).map((file) => ({ file, label, requests, modules: modulesOf(chunk.id) }))
    })
  return { app, initial, initialModules, initialCss, lazy }
}

const targets = process.argv.slice(2).filter((arg): arg is BuildTarget => arg === 'wallet' || (BENCH_APPS as readonly string[]).includes(arg))
if (targets.length === 0) {
  console.error(`usage: rspackBuild.ts <${[...BENCH_APPS, 'wallet'].join('|')}>...`)
  process.exit(1)
}
for (const target of targets) rmSync(target === 'wallet' ? dirname(WALLET_SCRIPT) : appDir(target), { recursive: true, force: true })

rspack(targets.flatMap(configsFor)).run((error, multiStats) => {
  if (error) {
    console.error(error.message)
    process.exit(1)
  }
  if (!multiStats) return
  if (multiStats.hasErrors()) {
    console.error(multiStats.toString({ all: false, errors: true, colors: false }))
    process.exit(1)
  }
  for (const stats of multiStats.stats) {
    const app = BENCH_APPS.find((name) => stats.compilation.name === `bench-${name}`)
    if (!app) continue
    const json = stats.toJson({ all: false, entrypoints: true, chunks: true, chunkOrigins: true, ids: true, modules: true, nestedModules: true, modulesSpace: Infinity, nestedModulesSpace: Infinity })
    mkdirSync(dirname(manifestPath(app)), { recursive: true })
    writeFileSync(manifestPath(app), `${JSON.stringify(manifestOf(app, json), null, 2)}\n`)
  }
  if (targets.includes('portico')) writePluginIndex(join(appDir('portico'), 'plugins'))
})

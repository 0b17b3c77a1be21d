import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { z } from 'zod'

/** The apps the benchmark builds: Portico, its peers (Reown AppKit, RainbowKit), and React with an empty `<dialog>`. */
export const BENCH_APPS = ['portico', 'appkit', 'rainbowkit', 'baseline'] as const
export type BenchApp = (typeof BENCH_APPS)[number]

/** A build target of bench/rspackBuild.ts: an app, or the sandbox wallet the Receive run injects. */
export type BuildTarget = BenchApp | 'wallet'

export const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url))
export const DIST_DIR = join(BENCH_DIR, 'dist')
export const appDir = (app: BenchApp) => join(DIST_DIR, app)
export const manifestPath = (app: BenchApp) => join(DIST_DIR, `${app}.artefacts.json`)
export const WALLET_SCRIPT = join(DIST_DIR, 'wallet', 'sandbox-wallet.js')

/** What a build wrote: the JS (and CSS) the page loads up front, and each lazy chunk with what asked for it. */
export const artefactManifestSchema = z.object({
  app: z.enum(BENCH_APPS),
  initial: z.array(z.string()),
  /** The source modules the initial JS holds (rspack's module names). */
  initialModules: z.array(z.string()),
  /** Stylesheets linked from the page (RainbowKit ships one; the others style from JS). */
  initialCss: z.array(z.string()),
  /** Each lazy JS file, labelled by the imports that ask for it, with the source modules it holds. */
  lazy: z.array(z.object({ file: z.string(), label: z.string(), requests: z.array(z.string()), modules: z.array(z.string()) })),
})
export type ArtefactManifest = z.infer<typeof artefactManifestSchema>

export interface SizedArtefact {
  label: string
  files: string[]
  raw: number
  gzip: number
}

/** gzip size at zlib's default level (6), the level of `gzip` and most servers' defaults. */
export const gzipSize = (body: Buffer | Uint8Array) => gzipSync(body).length

/** Sums raw and gzip bytes of files under `dir` (gzip per file, as a server sends them). */
export function sizeFiles(dir: string, files: string[], label: string): SizedArtefact {
  let raw = 0
  let gzip = 0
  for (const file of files) {
    const body = readFileSync(join(dir, file))
    raw += body.length
    gzip += gzipSize(body)
  }
  return { label, files, raw, gzip }
}

export function readManifest(app: BenchApp): ArtefactManifest {
  return artefactManifestSchema.parse(JSON.parse(readFileSync(manifestPath(app), 'utf8')))
}

const listFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort()

/** Portico's artefacts: the initial chunk(s), each lazy shell chunk, and each plugin remote (all its files). */
export function porticoArtefacts(): { initial: SizedArtefact; lazy: SizedArtefact[]; remotes: SizedArtefact[] } {
  const dir = appDir('portico')
  const manifest = readManifest('portico')
  const pluginsDir = join(dir, 'plugins')
  const folders = readdirSync(pluginsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory())
  return {
    initial: sizeFiles(dir, manifest.initial, 'initial'),
    lazy: manifest.lazy.map(({ file, label }) => sizeFiles(dir, [file], label)),
    remotes: folders.map(({ name }) => sizeFiles(join(pluginsDir, name), listFiles(join(pluginsDir, name)), `plugin ${name}`)),
  }
}

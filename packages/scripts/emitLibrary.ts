import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { compileCatalogues } from './compileCatalogues'
import { fullySpecifyFile } from './fullySpecify'
import { REPO } from './repo'

export interface LibraryBuild {
  /** The workspace folder: 'contracts', 'shell'. */
  workspace: string
  /** The folder the entries and the emitted tree start from: `<workspace>/src` unless given. */
  sourceRoot?: string
  /** Its public entry points, relative to the source root; tsc follows their imports, so tests, mocks and sandbox code stay out. */
  entries: readonly string[]
  /** Folder the package's `dist/` is written to. */
  outDir: string
  /** Module specifiers resolved to other packages' emitted types (the shell's `@portico/contracts`). */
  paths?: Record<string, string[]>
  /** Where a compiled catalogue imports its runtime helpers from; a package without catalogues has none. */
  catalogueRuntime?: (file: string) => string
  /** Ambient type packages the sources need: none for browser code, `node` for a command. */
  types?: string[]
  /** Build-time constants replaced in the emitted JavaScript, as a bundler's define does. */
  defines?: Record<string, string>
}

/**
 * Emits a workspace's sources as a library a dapp installs: ES2020 JavaScript and `.d.ts` next to
 * each other, one file per source file (the dapp's bundler splits and tree-shakes; the lazy
 * `import()`s stay lazy), catalogues compiled, every relative import fully specified.
 */
export function emitLibrary({ workspace, sourceRoot, entries, outDir, paths = {}, catalogueRuntime, types = [], defines = {} }: LibraryBuild): void {
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  const src = join(REPO, sourceRoot ?? join(workspace, 'src'))
  const config = join(outDir, '..', 'tsconfig.build.json')
  writeFileSync(
    config,
    JSON.stringify({
      compilerOptions: {
        // ES2020 syntax (class fields and the like lowered), so any dapp bundler parses it as is.
        target: 'ES2020',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        isolatedModules: true,
        esModuleInterop: true,
        skipLibCheck: true,
        resolveJsonModule: true,
        declaration: true,
        noEmitOnError: true,
        types,
        rootDir: src,
        outDir,
        paths,
      },
      files: entries.map((entry) => join(src, entry)),
    }),
  )
  execFileSync(join(REPO, 'node_modules/.bin/tsc'), ['-p', config], { stdio: 'inherit' })
  rmSync(config)
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).map((file) => join(outDir, file))
  if (catalogueRuntime) compileCatalogues(files, catalogueRuntime)
  for (const file of files) if (/\.(js|d\.ts)$/.test(file)) fullySpecifyFile(file)
  for (const file of files) if (file.endsWith('.js') && Object.keys(defines).length > 0) replaceDefines(file, defines)
}

/** Replaces each define's identifier, as a whole word, with its value. */
function replaceDefines(file: string, defines: Record<string, string>): void {
  const source = readFileSync(file, 'utf8')
  let replaced = source
  for (const [name, value] of Object.entries(defines)) replaced = replaced.replace(new RegExp(`\\b${name}\\b`, 'g'), () => value)
  if (replaced !== source) writeFileSync(file, replaced)
}

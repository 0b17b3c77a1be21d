import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { builtPlugins, discoverPlugins } from '../../toolchain/plugins/discoverPlugins'
import { emitLibrary } from './emitLibrary'
import { relativeModule } from './compileCatalogues'
import { SERVER_ENTRIES } from './manifests'
import { PACKAGES_DIST, REPO } from './repo'

/** Staging folder of a package: what its tarball holds. */
export const stageDir = (name: string) => join(PACKAGES_DIST, 'stage', name)

/** `@portico/contracts`: the plugin contract and shared domain, for the shell and plugin authors. */
export function buildContracts(): void {
  const outDir = join(stageDir('contracts'), 'dist')
  emitLibrary({
    workspace: 'contracts',
    entries: ['index.ts', 'sessions/index.ts'],
    outDir,
    // Inside contracts: the runtime by path (no self-import).
    catalogueRuntime: (file) => relativeModule(file, join(outDir, 'i18n/messageRuntime.js')),
  })
}

/** `@portico/frame-protocol`: the secure frame's messages, for the shell and secure sites. */
export function buildFrameProtocol(): void {
  const contracts = join(stageDir('contracts'), 'dist')
  emitLibrary({
    workspace: 'frame-protocol',
    entries: ['index.ts'],
    outDir: join(stageDir('frame-protocol'), 'dist'),
    paths: { '@portico/contracts': [join(contracts, 'index.d.ts')] },
  })
}

/** `@portico/shell`: every public entry; `./mocks` (MSW handlers for the sandbox) stays out. */
export function buildShell(): void {
  const contracts = join(stageDir('contracts'), 'dist')
  const frameProtocol = join(stageDir('frame-protocol'), 'dist')
  emitLibrary({
    workspace: 'shell',
    entries: ['index.ts', 'react/index.ts', 'networks/index.ts', 'adapters/wagmi/index.ts', 'adapters/ethers/index.ts', 'adapters/solana/index.ts', 'adapters/solana/react/index.ts', 'adapters/bitcoin/index.ts'],
    outDir: join(stageDir('shell'), 'dist'),
    paths: {
      '@portico/contracts': [join(contracts, 'index.d.ts')],
      '@portico/contracts/sessions': [join(contracts, 'sessions/index.d.ts')],
      '@portico/frame-protocol': [join(frameProtocol, 'index.d.ts')],
    },
    catalogueRuntime: () => '@portico/contracts',
    // The plugins published beside it (same version), as the sandbox build knows them.
    defines: { __PORTICO_PLUGINS__: JSON.stringify(builtPlugins(discoverPlugins())) },
  })
  // The workspace's module finds no installed plugins (the sandbox serves remotes); the published
  // one imports them from `@portico/plugins`, a lazy chunk of the dapp's bundle.
  writeFileSync(
    join(stageDir('shell'), 'dist/plugins/bundledPlugins.js'),
    "/** The plugins installed with the shell; a chunk of the dapp's bundle, fetched on first intent. */\n" +
      "export const loadBundledPlugins = () => import('@portico/plugins/registry').then((module) => module.pluginRegistry);\n",
  )
}

/** `@portico/contracts`'s emitted types by module specifier, for a package that imports it. */
const contractsPaths = () => {
  const contracts = join(stageDir('contracts'), 'dist')
  return { '@portico/contracts': [join(contracts, 'index.d.ts')], '@portico/contracts/sessions': [join(contracts, 'sessions/index.d.ts')] }
}

/** `@portico/server`: the library entries and the `portico-server` command for Node, with its migrations. */
export function buildServer(): void {
  emitLibrary({
    workspace: 'server',
    entries: [...Object.values(SERVER_ENTRIES).map((entry) => `${entry}.ts`), 'cli.ts'],
    outDir: join(stageDir('server'), 'dist'),
    paths: contractsPaths(),
    types: ['node'],
  })
  // Beside dist/, where MIGRATIONS_FOLDER (dist/db/migrationsFolder.js) finds it.
  cpSync(join(REPO, 'server/drizzle'), join(stageDir('server'), 'drizzle'), { recursive: true })
}

/** Where the secure site's package holds its built frame app (served as the frame pages). */
export const FRAME_APP_FOLDER = 'frame-app'

/**
 * `@portico/secure-site`: the library entry and the `portico-secure-site` command for Node, with its
 * migrations; the frame app (built by rspack, see buildFrameApp.ts) goes to `frame-app/` beside them.
 */
export function buildSecureSite(): void {
  const server = join(stageDir('server'), 'dist')
  const outDir = join(stageDir('secure-site'), 'dist')
  emitLibrary({
    workspace: 'secure-site',
    entries: ['index.ts', 'cli.ts'],
    outDir,
    paths: {
      ...contractsPaths(),
      '@portico/frame-protocol': [join(stageDir('frame-protocol'), 'dist/index.d.ts')],
      // The server's shared modules, by their subpath (`@portico/server/db`).
      ...Object.fromEntries(Object.entries(SERVER_ENTRIES).filter(([subpath]) => subpath !== '.').map(([subpath, entry]) => [`@portico/server${subpath.slice(1)}`, [join(server, `${entry}.d.ts`)]])),
    },
    types: ['node'],
  })
  // The workspace serves the sandbox build's dist/secure-site; the package, the frame app it ships.
  writeFileSync(
    join(outDir, 'frame/secureSiteDistDir.js'),
    "import { fileURLToPath } from 'node:url';\n/** The frame app this package ships, built with it. */\n" +
      `export const SECURE_SITE_DIST_DIR = fileURLToPath(new URL('../../${FRAME_APP_FOLDER}', import.meta.url));\n`,
  )
  // The workspace's command runs its source through tsx (`#!/usr/bin/env -S npx tsx`); the package's is plain node.
  const cli = join(outDir, 'cli.js')
  writeFileSync(cli, readFileSync(cli, 'utf8').replace(/^#!.*\n/, '#!/usr/bin/env node\n'))
  cpSync(join(REPO, 'secure-site/drizzle'), join(stageDir('secure-site'), 'drizzle'), { recursive: true })
}

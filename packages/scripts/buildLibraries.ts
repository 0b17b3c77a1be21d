import { cpSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { builtPlugins, discoverPlugins } from '../../toolchain/plugins/discoverPlugins'
import { emitLibrary } from './emitLibrary'
import { relativeModule } from './compileCatalogues'
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

/** `@portico/server`: the library entry and the `portico-server` command for Node, with its migrations. */
export function buildServer(): void {
  const contracts = join(stageDir('contracts'), 'dist')
  emitLibrary({
    workspace: 'server',
    entries: ['index.ts', 'cli.ts'],
    outDir: join(stageDir('server'), 'dist'),
    paths: { '@portico/contracts': [join(contracts, 'index.d.ts')], '@portico/contracts/sessions': [join(contracts, 'sessions/index.d.ts')] },
    types: ['node'],
  })
  // Beside dist/, where MIGRATIONS_FOLDER (dist/db/migrationsFolder.js) finds it.
  cpSync(join(REPO, 'server/drizzle'), join(stageDir('server'), 'drizzle'), { recursive: true })
}

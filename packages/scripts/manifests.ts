import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { REPO } from './repo'

/** What the build reads of a workspace's package.json (the source of versions and dependencies). */
const workspacePackageSchema = z.object({
  name: z.string(),
  version: z.string(),
  dependencies: z.optional(z.record(z.string(), z.string())),
})
export type WorkspacePackage = z.infer<typeof workspacePackageSchema>

export const readWorkspacePackage = (workspace: string): WorkspacePackage =>
  workspacePackageSchema.parse(JSON.parse(readFileSync(join(REPO, workspace, 'package.json'), 'utf8')))

const LICENSE = 'MIT'

/** An exports entry with its types first, as TypeScript's resolution wants. */
const entry = (path: string) => ({ types: `./dist/${path}.d.ts`, import: `./dist/${path}.js` })

/**
 * Subpath exports by entry, and `typesVersions` for a dapp whose `tsc` still resolves as
 * `moduleResolution: node` (node10), which reads no exports map.
 */
function exportsOf(entries: Record<string, string>) {
  const subpaths = Object.entries(entries).filter(([subpath]) => subpath !== '.')
  return {
    main: `./dist/${entries['.']}.js`,
    types: `./dist/${entries['.']}.d.ts`,
    exports: { ...Object.fromEntries(Object.entries(entries).map(([subpath, path]) => [subpath, entry(path)])), './package.json': './package.json' },
    typesVersions: { '*': Object.fromEntries(subpaths.map(([subpath, path]) => [subpath.slice(2), [`dist/${path}.d.ts`]])) },
  }
}

/** The published package.json of `@portico/contracts`: `.` and `./sessions` (its `testing` entries need vitest and msw and stay in the repo). */
export function contractsManifest(source: WorkspacePackage) {
  return {
    name: source.name,
    version: source.version,
    description: "Portico's plugin contract and shared domain: CAIP ids, network and account types, zod schemas, the error catalogue.",
    license: LICENSE,
    type: 'module',
    sideEffects: false,
    ...exportsOf({ '.': 'index', './sessions': 'sessions/index' }),
    files: ['dist'],
    dependencies: source.dependencies ?? {},
    // The shell depends on these; a plugin author's app provides them.
    peerDependencies: { zod: '^4.0.0', viem: '^2.0.0', jotai: '^2.0.0' },
  }
}

/** The published package.json of `@portico/frame-protocol`: the secure frame's messages (zod), a dependency of the shell. */
export function frameProtocolManifest(source: WorkspacePackage) {
  return {
    name: source.name,
    version: source.version,
    description: "Portico's secure-frame protocol: the postMessage messages between a page and the embedded wallet's frame, as zod schemas.",
    license: LICENSE,
    type: 'module',
    sideEffects: false,
    ...exportsOf({ '.': 'index' }),
    files: ['dist'],
    dependencies: source.dependencies ?? {},
    peerDependencies: { zod: '^4.0.0' },
  }
}

/**
 * The published package.json of `@portico/shell`. Peers are as wide as packages/check proves;
 * wagmi and ethers are optional: only `./wagmi` and `./ethers` import them. `@solana/web3.js`
 * (for `./solana` and `./solana/react`) is a peer npm installs with the shell, as AppKit's Solana
 * adapter brings it; pnpm and yarn name it at install time. A dapp that skips those entries never
 * bundles it.
 */
export function shellManifest(source: WorkspacePackage) {
  return {
    name: source.name,
    version: source.version,
    description: 'Portico: a wallet-connection modal with Reown AppKit\'s API; features load as plugins where they show.',
    license: LICENSE,
    type: 'module',
    sideEffects: false,
    ...exportsOf({
      '.': 'index',
      './react': 'react/index',
      './networks': 'networks/index',
      './wagmi': 'adapters/wagmi/index',
      './ethers': 'adapters/ethers/index',
      './solana': 'adapters/solana/index',
      './solana/react': 'adapters/solana/react/index',
      './bitcoin': 'adapters/bitcoin/index',
    }),
    files: ['dist'],
    // The plugins come with the shell: without pluginBaseUrl they are lazy chunks of the dapp's own bundle.
    dependencies: { ...source.dependencies, '@portico/plugins': source.version },
    // The floors are those packages/check type-checks and bundles a dapp with (FLOOR_DEPENDENCIES).
    peerDependencies: { react: '^18.3.0 || ^19.0.0', 'react-dom': '^18.3.0 || ^19.0.0', '@wagmi/core': '^2.13.0 || ^3.0.0', ethers: '^6.0.0', '@solana/web3.js': '^1.95.0' },
    peerDependenciesMeta: { '@wagmi/core': { optional: true }, ethers: { optional: true } },
  }
}

/**
 * The published package.json of `@portico/plugins`: every plugin as ES modules behind `./registry`
 * (which the shell imports lazily), the prebuilt remotes and the `portico-plugins` copy command.
 * Its dependencies are the plugins' own, `@portico/contracts` of the shell's version (one copy in
 * the dapp, shared with the shell) and the shell's jotai and zod ranges.
 */
export function pluginsManifest(shell: WorkspacePackage, plugins: readonly WorkspacePackage[]) {
  const shellDependency = (name: string) => ({ [name]: shell.dependencies?.[name] ?? '*' })
  return {
    name: '@portico/plugins',
    // Released with the shell: the remotes are built against its contract version.
    version: shell.version,
    description: "Portico's feature plugins: lazy chunks of the dapp's bundle through @portico/shell, or prebuilt Module Federation remotes to deploy on their own.",
    license: LICENSE,
    type: 'module',
    sideEffects: false,
    ...exportsOf({ '.': 'index', './registry': 'registry' }),
    bin: { 'portico-plugins': './dist/cli.js' },
    files: ['dist', 'remotes'],
    dependencies: Object.assign({}, ...plugins.map((plugin) => plugin.dependencies ?? {}), shellDependency('@portico/contracts'), shellDependency('jotai'), shellDependency('zod')),
    peerDependencies: { react: '^18.3.0 || ^19.0.0' },
  }
}

/** Build-time tools the workspace runs its sources with; the published server is compiled JavaScript. */
const SERVER_DEV_ONLY = ['tsx']

/**
 * The published package.json of `@portico/server`: compiled JavaScript for Node, the
 * `portico-server` command, and the SQL migrations it applies at start (`drizzle/`).
 */
export function serverManifest(source: WorkspacePackage, contracts: WorkspacePackage) {
  const dependencies = Object.fromEntries(Object.entries(source.dependencies ?? {}).filter(([name]) => !SERVER_DEV_ONLY.includes(name)))
  return {
    name: source.name,
    version: source.version,
    description: 'Portico Server: the Blockchain API, wallet catalogue and analytics backends of the Portico modal, self-hosted.',
    license: LICENSE,
    type: 'module',
    engines: { node: '>=20' },
    ...exportsOf({ '.': 'index' }),
    bin: { 'portico-server': './dist/cli.js' },
    files: ['dist', 'drizzle'],
    dependencies: { ...dependencies, [contracts.name]: contracts.version },
  }
}

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
 * The published package.json of `@portico/shell`. Peers are as wide as packages/check proves, and
 * the adapters' libraries are optional: only `./wagmi`, `./ethers` and `./solana` (with
 * `./solana/react`) import wagmi, ethers and `@solana/web3.js`, so an EVM-only dapp installs none
 * of them (a Solana dapp names `@solana/web3.js`, as it does beside AppKit's Solana adapter).
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
    peerDependenciesMeta: { '@wagmi/core': { optional: true }, ethers: { optional: true }, '@solana/web3.js': { optional: true } },
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

/** Build-time tools the workspace runs its sources with; the published backends are compiled JavaScript. */
const BACKEND_DEV_ONLY = ['tsx']

/**
 * The Node lines the backends run on (docs/operators.md): 20, which these machines have (from
 * 20.18.1, undici's floor), and 22 and 24, the current LTS lines. packages/check installs the
 * backends with `--engine-strict` and checks every installed dependency's own `engines` against
 * the oldest release of each line.
 */
export const BACKEND_NODE_ENGINES = '^20.18.1 || ^22.0.0 || ^24.0.0'

/** A backend's workspace dependencies without its build-time tools, and the `@portico/*` packages at their versions. */
function backendDependencies(source: WorkspacePackage, porticoPackages: readonly WorkspacePackage[]): Record<string, string> {
  const dependencies = Object.entries(source.dependencies ?? {}).filter(([name]) => !BACKEND_DEV_ONLY.includes(name))
  return { ...Object.fromEntries(dependencies), ...Object.fromEntries(porticoPackages.map((pkg) => [pkg.name, pkg.version])) }
}

/** The server's entries a package imports: `.` and the modules the secure site shares (database, metrics, secrets, config problems). */
export const SERVER_ENTRIES = {
  '.': 'index',
  './db': 'db/openMigratedDatabase',
  './metrics': 'metrics/createHttpMetrics',
  './secrets': 'config/environmentWithSecretFiles',
  './config-problems': 'config/configProblems',
} as const

/**
 * The published package.json of `@portico/server`: compiled JavaScript for Node, the
 * `portico-server` command, and the SQL migrations it applies (`drizzle/`). its other entries are the modules
 * `@portico/secure-site` shares with it.
 */
export function serverManifest(source: WorkspacePackage, contracts: WorkspacePackage) {
  return {
    name: source.name,
    version: source.version,
    description: 'Portico Server: the Blockchain API, wallet catalogue and analytics backends of the Portico modal, self-hosted.',
    license: LICENSE,
    type: 'module',
    engines: { node: BACKEND_NODE_ENGINES },
    ...exportsOf(SERVER_ENTRIES),
    bin: { 'portico-server': './dist/cli.js' },
    files: ['dist', 'drizzle'],
    dependencies: backendDependencies(source, [contracts]),
  }
}

/**
 * The published package.json of `@portico/secure-site`: compiled JavaScript for Node, the
 * `portico-secure-site` command, its SQL migrations (`drizzle/`) and the frame app it serves
 * (`frame-app/`, built by rspack at pack time).
 */
export function secureSiteManifest(source: WorkspacePackage, porticoPackages: readonly WorkspacePackage[]) {
  return {
    name: source.name,
    version: source.version,
    description: "Portico's secure site: the embedded wallet's frame pages and auth service, self-hosted.",
    license: LICENSE,
    type: 'module',
    engines: { node: BACKEND_NODE_ENGINES },
    ...exportsOf({ '.': 'index' }),
    bin: { 'portico-secure-site': './dist/cli.js' },
    files: ['dist', 'drizzle', 'frame-app'],
    dependencies: backendDependencies(source, porticoPackages),
  }
}

import type { PluginId } from '@portico/contracts'

/** One plugin installed with the shell: its description and its `./plugin` module, each a lazy chunk of the dapp's bundle. */
export interface BundledPlugin {
  description: () => Promise<unknown>
  plugin: () => Promise<unknown>
}

/** The plugins `@portico/plugins/registry` holds, by feature id. */
export type BundledPlugins = Partial<Record<PluginId, BundledPlugin>>

/** Resolves the installed plugins, or undefined where none are installed (then remotes are fetched from `plugins/`). */
export type LoadBundledPlugins = () => Promise<BundledPlugins | undefined>

/**
 * The plugins installed beside the shell. In the workspace there are none: the sandbox serves
 * every plugin as a remote. The published shell's copy of this module imports
 * `@portico/plugins/registry` lazily instead (packages/scripts/buildLibraries.ts writes it), so a
 * dapp's bundler makes each plugin a chunk of its own, fetched only when the modal needs it.
 */
export const loadBundledPlugins: LoadBundledPlugins = async () => undefined

import type { Logger, PluginDescription, PluginHost, PluginId } from '@portico/contracts'
import type { InstalledPlugins } from './installedPlugins'
import { sharedLoad } from '../utils/sharedLoad'
import type { RemoteModuleLoader } from './loadPlugin'
import { PluginLoadError } from './pluginLoadError'
import type { PluginStates } from './pluginStates'

export interface PluginLoaderDependencies {
  states: PluginStates
  installed: Pick<InstalledPlugins, 'entry'>
  /** The Module Federation loader, for a plugin not installed with the shell. */
  remoteLoader: () => Promise<RemoteModuleLoader>
  entryUrl: (id: PluginId) => string
  hostFor: (description: PluginDescription) => PluginHost
  timeoutMs: number
  log: Logger
}

/** Loads one described plugin's code and runs its setup, once; resolves when it is ready or failed. */
export type PluginLoader = (id: PluginId) => Promise<void>

/** The checks a plugin passes as it loads: fetched beside the first plugin, as no modal view needs them. */
const loadChecks = sharedLoad(() => import(/* webpackChunkName: "plugin-setup" */ './loadPlugin'))

/**
 * A plugin installed with the shell loads as a chunk of the dapp's bundle, any other from its
 * remote entry. Failures never leave: the plugin's state says why.
 * @example await createPluginLoader(deps)('tips') // states.of('tips').status: 'ready' or 'failed'
 */
export function createPluginLoader(deps: PluginLoaderDependencies): PluginLoader {
  const { states, log } = deps
  const pending = new Map<PluginId, Promise<void>>()
  const run = async (id: PluginId, description: PluginDescription) => {
    try {
      const entry = deps.installed.entry(id)
      const [{ loadPlugin }, loader] = await Promise.all([loadChecks(), entry ? () => entry.plugin() : deps.remoteLoader()])
      const registration = await loadPlugin({
        id,
        description,
        entryUrl: entry ? `@portico/plugins (${id})` : deps.entryUrl(id),
        loader,
        host: deps.hostFor(description),
        timeoutMs: deps.timeoutMs,
      })
      states.set(id, { status: 'ready', description, registration })
      log.debug(`plugin ${id} ready`)
    } catch (error) {
      states.fail(id, error instanceof PluginLoadError ? error.reason : error instanceof Error ? error.message : String(error), description)
    } finally {
      pending.delete(id)
    }
  }
  return (id) => {
    const state = states.of(id)
    if (state?.status === 'loading') return pending.get(id) ?? Promise.resolve()
    if (state?.status !== 'described') return Promise.resolve()
    states.set(id, { status: 'loading', description: state.description })
    const loading = run(id, state.description)
    pending.set(id, loading)
    return loading
  }
}

import { showsOn, type BuiltPlugin, type PluginCommandName, type PluginDescription, type PluginHost, type PluginId, type ResolvedFeatures } from '@portico/contracts'
import type { ShellContext } from '../core/shellContext'
import { BUILT_PLUGINS } from './builtPlugins'
import { loadBundledPlugins, type LoadBundledPlugins } from './bundledPlugins'
import { describePlugins, type DescribePluginsDependencies } from './describePlugins'
import { fetchPluginJson, type FetchPluginJson } from './fetchPluginJson'
import { createInstalledPlugins } from './installedPlugins'
import { createLazyDefinitions, type LazyDefinition } from './lazyDefinitions'
import type { RemoteModuleLoader } from './loadPlugin'
import { pluginEntryUrl } from './pluginEntryUrl'
import { createPluginLoader } from './pluginLoader'
import { createPluginStates } from './pluginStates'
import { createPluginSwitches } from './pluginSwitches'
import { runPluginCommand } from './runPluginCommand'
import { sharedLoad } from '../utils/sharedLoad'

export type { LazyDefinition } from './lazyDefinitions'

/** The places of the modal where plugins show: the Connect view and the Account view. */
export type PluginPlace = 'connect' | 'account'

/** Whether a description has an entry at `place` on `namespace` (and for the connection's type, when given). */
export function showsAt(description: PluginDescription, place: PluginPlace, namespace: string | undefined, connectorType?: string): boolean {
  const { accountActions = [], accountTabs = [], connectMethods = [] } = description.slots
  const entries = place === 'connect' ? connectMethods : [...accountActions, ...accountTabs]
  return entries.some((entry) => showsOn(entry, namespace, connectorType))
}

/** The plugins of one createAppKit, as the modal and the dapp's commands use them. */
export interface PluginManager {
  /** Reads the enabled plugins' descriptions (once; a retry reads a failed one again). */
  describe: () => Promise<void>
  /** A view where plugins show is on screen: the plugins with an entry there load. */
  reach: (place: PluginPlace, namespace: string | undefined, connectorType?: string) => void
  /** Loads one described plugin's code and runs its setup (once); `lazyView` calls it too. */
  load: (id: PluginId) => Promise<void>
  /** The code of one of the plugin's views, loaded on first render. */
  lazyView: (id: PluginId, view: string) => LazyDefinition
  /** The content of one of the plugin's Account tabs, loaded on first render. */
  lazyTab: (id: PluginId, label: string) => LazyDefinition
  /** Starts a failed plugin again: its description if that failed, else its remote. */
  retry: (id: PluginId) => Promise<void>
  /** Runs a named command for the dapp on the plugin whose description names it (see runPluginCommand). */
  command: (name: PluginCommandName, params: unknown) => Promise<unknown>
  disposeAll: () => void
}

export interface PluginManagerOptions {
  ctx: ShellContext
  features: ResolvedFeatures
  /** The host lent to one plugin: its own options and the capabilities its description asks for. */
  hostFor: (description: PluginDescription) => PluginHost
  /** Defaults to the Module Federation runtime, itself loaded on first use. */
  loader?: RemoteModuleLoader
  fetchJson?: FetchPluginJson
  /** The plugins this shell was built with (from plugins/); the build sets them. */
  built?: readonly BuiltPlugin[]
  /** Defaults to the plugins installed with the published shell (`@portico/plugins`); none in the workspace. */
  bundledPlugins?: LoadBundledPlugins
}

/**
 * The plugins the dapp's features turn on (each plugin's description names its flag; the build's
 * list says which exist before any is read), in three steps so a plugin costs nothing until the
 * user reaches it (DESIGN.md "Plugins load where they show"):
 * 1. `describe`, on intent: the static descriptions (one `index.json` at the plugin base URL, plus
 *    `description.json` of each plugin deployed elsewhere). The modal renders entries from them.
 * 2. `reach`, when a view where a plugin shows is on screen: its remote entry and `setup`.
 * 3. A view's or tab's code, when opened or on intent toward its entry (`lazyView`, `lazyTab`).
 * Failures never leave this object: the plugin's state says why, and `retry` starts again.
 */
export function createPluginManager(args: PluginManagerOptions): PluginManager {
  const { ctx } = args
  const { store, atoms, log, options } = ctx
  const built = args.built ?? BUILT_PLUGINS
  const states = createPluginStates(ctx)
  const installed = createInstalledPlugins(options, args.bundledPlugins ?? loadBundledPlugins)
  const base = () => ctx.window?.document.baseURI ?? 'http://localhost/'
  const describing: DescribePluginsDependencies = { states, switches: createPluginSwitches(built, args.features, options), installed, options, fetchJson: args.fetchJson ?? fetchPluginJson, log, base }
  const load = createPluginLoader({
    states,
    installed,
    // Offline, the federation chunk's load is asked again by the next plugin load.
    remoteLoader: sharedLoad(() =>
      args.loader ? Promise.resolve(args.loader) : import(/* webpackChunkName: "federation" */ './federationLoader').then(({ createFederationLoader }) => createFederationLoader()),
    ),
    entryUrl: (id) => pluginEntryUrl(id, options, base()),
    hostFor: args.hostFor,
    timeoutMs: options.pluginTimeoutMs,
    log,
  })
  let described: Promise<void> | undefined
  const describe = () => (described ??= describePlugins(describing))
  const definitions = createLazyDefinitions(async (id) => {
    await described
    await load(id)
  }, states.of)

  return {
    describe,
    reach(place, namespace, connectorType) {
      void (described ?? Promise.resolve()).then(() => {
        for (const id of states.ids()) {
          const state = states.of(id)
          if (state?.status === 'described' && showsAt(state.description, place, namespace, connectorType)) void load(id)
        }
      })
    },
    load,
    lazyView: (id, view) => definitions.get(`${id}/view/${view}`, id, (state) => (state?.status === 'ready' ? state.registration.views[view]?.load() : undefined)),
    lazyTab: (id, label) =>
      definitions.get(`${id}/tab/${label}`, id, (state) => (state?.status === 'ready' ? state.registration.slots?.accountTabs?.find((tab) => tab.label === label)?.load() : undefined)),
    async retry(id) {
      const state = states.of(id)
      if (state?.status !== 'failed') return
      definitions.forget(id)
      if (state.description) states.set(id, { status: 'described', description: state.description })
      else await describePlugins(describing, [id])
      await load(id)
    },
    command: (name, params) => runPluginCommand({ states, built, describe, load }, name, params),
    disposeAll() {
      for (const state of Object.values(store.get(atoms.plugins))) {
        if (state?.status === 'ready') state.registration.dispose?.()
      }
    },
  }
}

import { showsOn, type BuiltPlugin, type PluginCommandName, type PluginDescription, type PluginHost, type PluginId, type ResolvedFeatures, type ViewComponent } from '@portico/contracts'
import type { PluginState } from '../core/atoms'
import type { ShellContext } from '../core/shellContext'
import { isPluginOn } from './availablePlugins'
import { BUILT_PLUGINS } from './builtPlugins'
import { loadBundledPlugins, type BundledPlugins, type LoadBundledPlugins } from './bundledPlugins'
import { fetchPluginJson, type FetchPluginJson } from './fetchPluginJson'
import { loadPlugin, PluginLoadError, type RemoteModuleLoader } from './loadPlugin'
import { checkDescription, fetchPluginDescription, fetchPluginIndex, type DescriptionResult } from './pluginDescriptions'
import { pluginEntryUrl, pluginIndexUrl } from './pluginEntryUrl'

/** The places of the modal where plugins show: the Connect view and the Account view. */
export type PluginPlace = 'connect' | 'account'

/** Whether a description has an entry at `place` on `namespace` (and for the connection's type, when given). */
export function showsAt(description: PluginDescription, place: PluginPlace, namespace: string | undefined, connectorType?: string): boolean {
  const { accountActions = [], accountTabs = [], connectMethods = [] } = description.slots
  const entries = place === 'connect' ? connectMethods : [...accountActions, ...accountTabs]
  return entries.some((entry) => showsOn(entry, namespace, connectorType))
}

/** Something the router renders lazily: one stable object per plugin view or tab. */
export interface LazyDefinition {
  load: () => Promise<ViewComponent>
}

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error))

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
export function createPluginManager(args: {
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
}) {
  const { ctx, features, hostFor } = args
  const built = args.built ?? BUILT_PLUGINS
  const { store, atoms, log, options, events } = ctx
  const fetchJson = args.fetchJson ?? fetchPluginJson
  let loaderPromise: Promise<RemoteModuleLoader> | undefined
  const getLoader = () =>
    (loaderPromise ??= args.loader
      ? Promise.resolve(args.loader)
      : import(/* webpackChunkName: "federation" */ './federationLoader').then(({ createFederationLoader }) => createFederationLoader()))

  // Without pluginBaseUrl, plugins installed with the shell load as chunks of the dapp's bundle;
  // `pluginUrls.<id>` still moves one plugin to a remote.
  let installed: Promise<BundledPlugins | undefined> | undefined
  const findInstalled = () =>
    (installed ??= options.pluginBaseUrl === undefined ? (args.bundledPlugins ?? loadBundledPlugins)() : Promise.resolve(undefined)).catch((error: unknown) => {
      installed = undefined
      throw error
    })
  let bundled: BundledPlugins | undefined
  const bundledEntry = (id: PluginId) => (options.pluginUrls?.[id] ? undefined : bundled?.[id])

  const base = () => ctx.window?.document.baseURI ?? 'http://localhost/'
  const entryUrl = (id: PluginId) => pluginEntryUrl(id, options, base())
  const stateOf = (id: PluginId) => store.get(atoms.plugins)[id]
  const setState = (id: PluginId, state: PluginState) => store.set(atoms.plugins, (all) => ({ ...all, [id]: state }))

  const fail = (id: PluginId, reason: string, description?: PluginDescription) => {
    log.error(`Plugin "${id}" is unavailable: ${reason}`)
    setState(id, description ? { status: 'failed', reason, description } : { status: 'failed', reason })
    events.emit('PLUGIN_LOAD_ERROR', { plugin: id, reason })
  }
  // A built plugin whose flag is off is never fetched; another one is judged by its description.
  const builtFeature = (id: PluginId) => built.find((plugin) => plugin.id === id)
  const switchedOff = (id: PluginId) => {
    const known = builtFeature(id)
    return known !== undefined && !isPluginOn(known, features)
  }
  const isOn = (id: PluginId, description: PluginDescription) => isPluginOn(description.feature ? description : (builtFeature(id) ?? description), features)
  const settle = (id: PluginId, result: DescriptionResult) => {
    if (!('description' in result)) return fail(id, result.reason)
    // A feature switched off shows nothing, as a plugin not deployed.
    if (isOn(id, result.description)) setState(id, { status: 'described', description: result.description })
    else log.debug(`plugin "${id}" is off (features.${result.description.feature?.flag})`)
  }
  const deployedElsewhere = (id: PluginId) => Boolean(options.pluginUrls?.[id])

  /** The descriptions of the plugins at the base URL (`only`: of these); a plugin deployed there but not listed has none. */
  const describeFromIndex = async (only?: readonly PluginId[]) => {
    const indexUrl = pluginIndexUrl(options, base())
    try {
      const index = await fetchPluginIndex(indexUrl, fetchJson)
      for (const [id, item] of index) {
        if ((only && !only.includes(id)) || deployedElsewhere(id) || switchedOff(id)) continue
        settle(id, checkDescription(id, item, `${indexUrl} (${id})`))
      }
    } catch (error) {
      const expected = only ?? built.filter((plugin) => isPluginOn(plugin, features) && !deployedElsewhere(plugin.id)).map((plugin) => plugin.id)
      for (const id of expected) fail(id, `could not load ${indexUrl} (${describeError(error)})`)
    }
  }

  /**
   * The descriptions of the plugins installed with the shell (`only`: of these), each its own
   * chunk; without them (the workspace, or a pluginBaseUrl), those of the index at the base URL.
   */
  const describeInstalled = async (only?: readonly PluginId[]) => {
    try {
      bundled = await findInstalled()
    } catch (error) {
      const expected = only ?? built.filter((plugin) => isPluginOn(plugin, features) && !deployedElsewhere(plugin.id)).map((plugin) => plugin.id)
      for (const id of expected) fail(id, `could not load @portico/plugins (${describeError(error)})`)
      return
    }
    if (!bundled) return describeFromIndex(only)
    const from = bundled
    const listed = (only ?? Object.keys(from)).filter((id) => !deployedElsewhere(id) && !switchedOff(id))
    await Promise.all(
      listed.map(async (id) => {
        const entry = from[id]
        if (!entry) return log.debug(`no "${id}" plugin in @portico/plugins`)
        try {
          settle(id, checkDescription(id, await entry.description(), `@portico/plugins (${id})`))
        } catch (error) {
          fail(id, `could not load @portico/plugins (${id}) (${describeError(error)})`)
        }
      }),
    )
  }

  const describeAll = async (only?: readonly PluginId[]) => {
    const elsewhere = Object.keys(options.pluginUrls ?? {}).filter((id) => (!only || only.includes(id)) && !switchedOff(id))
    const atBase = only?.filter((id) => !deployedElsewhere(id))
    await Promise.all([
      atBase?.length === 0 ? undefined : describeInstalled(atBase),
      ...elsewhere.map(async (id) => settle(id, await fetchPluginDescription(id, new URL('description.json', entryUrl(id)).href, fetchJson))),
    ])
  }
  const describedIds = () => Object.keys(store.get(atoms.plugins))
  let described: Promise<void> | undefined

  const pending = new Map<PluginId, Promise<void>>()
  /** Fetches the plugin's remote and runs its setup, once; resolves when it is ready or failed. */
  const load = (id: PluginId): Promise<void> => {
    const state = stateOf(id)
    if (state?.status === 'loading') return pending.get(id) ?? Promise.resolve()
    if (state?.status !== 'described') return Promise.resolve()
    const { description } = state
    setState(id, { status: 'loading', description })
    const run = (async () => {
      try {
        const entry = bundledEntry(id)
        const registration = await loadPlugin({
          id,
          description,
          entryUrl: entry ? `@portico/plugins (${id})` : entryUrl(id),
          loader: entry ? () => entry.plugin() : await getLoader(),
          host: hostFor(description),
          timeoutMs: options.pluginTimeoutMs,
        })
        setState(id, { status: 'ready', description, registration })
        log.debug(`plugin ${id} ready`)
      } catch (error) {
        fail(id, error instanceof PluginLoadError ? error.reason : describeError(error), description)
      } finally {
        pending.delete(id)
      }
    })()
    pending.set(id, run)
    return run
  }

  // One definition object per view or tab, so a prefetch and the render share one load and the
  // loaded view is kept (PluginView); a retry makes new ones (the old ones may hold a failure).
  const definitions = new Map<string, LazyDefinition>()
  const lazyDefinition = (key: string, component: (state: PluginState | undefined) => Promise<ViewComponent> | undefined, id: PluginId): LazyDefinition => {
    let definition = definitions.get(key)
    if (!definition) {
      // One load shared by a prefetch and the render; a failed one may be tried again.
      let loading: Promise<ViewComponent> | undefined
      const run = async () => {
        await described
        await load(id)
        const found = component(stateOf(id))
        if (!found) throw new Error(`Plugin "${id}" is unavailable`)
        return found
      }
      definition = {
        load: () =>
          (loading ??= run().catch((error: unknown) => {
            loading = undefined
            throw error
          })),
      }
      definitions.set(key, definition)
    }
    return definition
  }

  return {
    /** Reads the enabled plugins' descriptions (once; a retry reads a failed one again). */
    describe: () => (described ??= describeAll()),
    /** A view where plugins show is on screen: the plugins with an entry there load. */
    reach(place: PluginPlace, namespace: string | undefined, connectorType?: string) {
      void (described ?? Promise.resolve()).then(() => {
        for (const id of describedIds()) {
          const state = stateOf(id)
          if (state?.status === 'described' && showsAt(state.description, place, namespace, connectorType)) void load(id)
        }
      })
    },
    /** Loads one described plugin's code and runs its setup (once); `lazyView` calls it too. */
    load,
    /** The code of one of the plugin's views, loaded on first render. */
    lazyView: (id: PluginId, view: string) =>
      lazyDefinition(`${id}/view/${view}`, (state) => (state?.status === 'ready' ? state.registration.views[view]?.load() : undefined), id),
    /** The content of one of the plugin's Account tabs, loaded on first render. */
    lazyTab: (id: PluginId, label: string) =>
      lazyDefinition(
        `${id}/tab/${label}`,
        (state) => (state?.status === 'ready' ? state.registration.slots?.accountTabs?.find((tab) => tab.label === label)?.load() : undefined),
        id,
      ),
    /** Starts a failed plugin again: its description if that failed, else its remote. */
    async retry(id: PluginId) {
      const state = stateOf(id)
      if (state?.status !== 'failed') return
      for (const key of [...definitions.keys()]) if (key.startsWith(`${id}/`)) definitions.delete(key)
      if (state.description) setState(id, { status: 'described', description: state.description })
      else await describeAll([id])
      await load(id)
    },
    /**
     * Runs a named command for the dapp (`appKit.grantPermissions`) on the plugin whose description
     * names it: describes and loads that plugin first, and fails with why when it cannot (none
     * answers it, not deployed, failed, no such command in its code).
     */
    async command(name: PluginCommandName, params: unknown): Promise<unknown> {
      await (described ??= describeAll())
      const id = describedIds().find((candidate) => stateOf(candidate)?.description?.commands?.includes(name)) ?? built.find((plugin) => plugin.commands?.includes(name))?.id
      if (id === undefined) throw new Error(`No plugin answers ${name}`)
      await load(id)
      const state = stateOf(id)
      if (state?.status === 'failed') throw new Error(`Plugin "${id}" is unavailable: ${state.reason}`)
      const command = state?.status === 'ready' ? state.registration.commands?.[name] : undefined
      if (!command) throw new Error(state?.status === 'ready' ? `Plugin "${id}" has no ${name} command` : `Plugin "${id}" is not deployed`)
      return command(params)
    },
    disposeAll() {
      for (const state of Object.values(store.get(atoms.plugins))) {
        if (state?.status === 'ready') state.registration.dispose?.()
      }
    },
  }
}

export type PluginManager = ReturnType<typeof createPluginManager>

import {
  PLUGIN_COMMAND_OWNERS,
  showsOn,
  type PluginCommandName,
  type PluginDescription,
  type PluginFeatureId,
  type PluginHost,
  type ViewComponent,
} from '@portico/contracts'
import type { PluginState } from '../core/atoms'
import type { ShellContext } from '../core/shellContext'
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
 * The plugins of the enabled features, in three steps so a plugin costs nothing until the user
 * reaches it (DESIGN.md "Plugins load where they show"):
 * 1. `describe`, on intent: the static descriptions (one `index.json` at the plugin base URL, plus
 *    `description.json` of each plugin deployed elsewhere). The modal renders entries from them.
 * 2. `reach`, when a view where a plugin shows is on screen: its remote entry and `setup`.
 * 3. A view's or tab's code, when opened or on intent toward its entry (`lazyView`, `lazyTab`).
 * Failures never leave this object: the plugin's state says why, and `retry` starts again.
 */
export function createPluginManager(args: {
  ctx: ShellContext
  ids: readonly PluginFeatureId[]
  host: PluginHost
  /** Defaults to the Module Federation runtime, itself loaded on first use. */
  loader?: RemoteModuleLoader
  fetchJson?: FetchPluginJson
  /** Defaults to the plugins installed with the published shell (`@portico/plugins`); none in the workspace. */
  bundledPlugins?: LoadBundledPlugins
}) {
  const { ctx, ids, host } = args
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
  const bundledEntry = (id: PluginFeatureId) => (options.pluginUrls?.[id] ? undefined : bundled?.[id])

  const base = () => ctx.window?.document.baseURI ?? 'http://localhost/'
  const entryUrl = (id: PluginFeatureId) => pluginEntryUrl(id, options, base())
  const stateOf = (id: PluginFeatureId) => store.get(atoms.plugins)[id]
  const setState = (id: PluginFeatureId, state: PluginState) => store.set(atoms.plugins, (all) => ({ ...all, [id]: state }))

  const fail = (id: PluginFeatureId, reason: string, description?: PluginDescription) => {
    log.error(`Plugin "${id}" is unavailable: ${reason}`)
    setState(id, description ? { status: 'failed', reason, description } : { status: 'failed', reason })
    events.emit('PLUGIN_LOAD_ERROR', { plugin: id, reason })
  }
  const settle = (id: PluginFeatureId, result: DescriptionResult) =>
    'description' in result ? setState(id, { status: 'described', description: result.description }) : fail(id, result.reason)

  /** The descriptions of the plugins at the base URL; a plugin deployed there but not listed has none. */
  const describeFromIndex = async (listed: readonly PluginFeatureId[]) => {
    if (listed.length === 0) return
    const indexUrl = pluginIndexUrl(options, base())
    try {
      const index = await fetchPluginIndex(indexUrl, fetchJson)
      for (const id of listed) {
        const item = index.get(id)
        // An enabled feature with no plugin deployed shows nothing, as a feature switched off.
        if (item === undefined) log.debug(`no "${id}" plugin at ${indexUrl}`)
        else settle(id, checkDescription(id, item, `${indexUrl} (${id})`))
      }
    } catch (error) {
      for (const id of listed) fail(id, `could not load ${indexUrl} (${describeError(error)})`)
    }
  }

  /** The descriptions of the plugins installed with the shell, each its own chunk. */
  const describeInstalled = async (listed: readonly PluginFeatureId[]) => {
    try {
      bundled = await findInstalled()
    } catch (error) {
      for (const id of listed) fail(id, `could not load @portico/plugins (${describeError(error)})`)
      return
    }
    if (!bundled) return describeFromIndex(listed)
    const from = bundled
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

  const describeAll = async (only?: readonly PluginFeatureId[]) => {
    const wanted = only ?? ids
    const elsewhere = wanted.filter((id) => options.pluginUrls?.[id])
    await Promise.all([
      describeInstalled(wanted.filter((id) => !elsewhere.includes(id))),
      ...elsewhere.map(async (id) => settle(id, await fetchPluginDescription(id, new URL('description.json', entryUrl(id)).href, fetchJson))),
    ])
  }
  let described: Promise<void> | undefined

  const pending = new Map<PluginFeatureId, Promise<void>>()
  /** Fetches the plugin's remote and runs its setup, once; resolves when it is ready or failed. */
  const load = (id: PluginFeatureId): Promise<void> => {
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
          host,
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
  const lazyDefinition = (key: string, component: (state: PluginState | undefined) => Promise<ViewComponent> | undefined, id: PluginFeatureId): LazyDefinition => {
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
    ids,
    /** Reads the enabled plugins' descriptions (once; a retry reads a failed one again). */
    describe: () => (described ??= describeAll()),
    /** A view where plugins show is on screen: the plugins with an entry there load. */
    reach(place: PluginPlace, namespace: string | undefined, connectorType?: string) {
      void (described ?? Promise.resolve()).then(() => {
        for (const id of ids) {
          const state = stateOf(id)
          if (state?.status === 'described' && showsAt(state.description, place, namespace, connectorType)) void load(id)
        }
      })
    },
    /** Loads one described plugin's code and runs its setup (once); `lazyView` calls it too. */
    load,
    /** The code of one of the plugin's views, loaded on first render. */
    lazyView: (id: PluginFeatureId, view: string) =>
      lazyDefinition(`${id}/view/${view}`, (state) => (state?.status === 'ready' ? state.registration.views[view]?.load() : undefined), id),
    /** The content of one of the plugin's Account tabs, loaded on first render. */
    lazyTab: (id: PluginFeatureId, label: string) =>
      lazyDefinition(
        `${id}/tab/${label}`,
        (state) => (state?.status === 'ready' ? state.registration.slots?.accountTabs?.find((tab) => tab.label === label)?.load() : undefined),
        id,
      ),
    /** Starts a failed plugin again: its description if that failed, else its remote. */
    async retry(id: PluginFeatureId) {
      const state = stateOf(id)
      if (state?.status !== 'failed') return
      for (const key of [...definitions.keys()]) if (key.startsWith(`${id}/`)) definitions.delete(key)
      if (state.description) setState(id, { status: 'described', description: state.description })
      else await describeAll([id])
      await load(id)
    },
    /**
     * Runs a plugin's named command for the dapp (`appKit.grantPermissions`): describes and loads
     * its plugin first, and fails with why when it cannot (not deployed, failed, no such command).
     */
    async command(name: PluginCommandName, params: unknown): Promise<unknown> {
      const id = PLUGIN_COMMAND_OWNERS[name]
      await (described ??= describeAll())
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

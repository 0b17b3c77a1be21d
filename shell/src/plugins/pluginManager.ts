import { CONTRACT_VERSION, type PluginFeatureId, type PluginHost } from '@portico/contracts'
import type { PluginState } from '../core/atoms'
import type { ShellContext } from '../core/shellContext'
import { loadPlugin, type RemoteModuleLoader } from './loadPlugin'
import { pluginEntryUrl } from './pluginEntryUrl'

/**
 * Loads each enabled plugin once, on the first sign of intent, and records its state so the
 * modal can show a failed one as unavailable with a retry. Failures never leave this function.
 */
export function createPluginManager(args: {
  ctx: ShellContext
  ids: readonly PluginFeatureId[]
  host: PluginHost
  /** Defaults to the Module Federation runtime, itself loaded on first use. */
  loader?: RemoteModuleLoader
}) {
  const { ctx, ids, host } = args
  const { store, atoms, log, options, events } = ctx
  let loaderPromise: Promise<RemoteModuleLoader> | undefined
  const getLoader = () =>
    (loaderPromise ??= args.loader
      ? Promise.resolve(args.loader)
      : import('./federationLoader').then(({ createFederationLoader }) => createFederationLoader()))

  const setState = (id: PluginFeatureId, state: PluginState) =>
    store.set(atoms.plugins, (all) => ({ ...all, [id]: state }))

  const load = async (id: PluginFeatureId) => {
    const status = store.get(atoms.plugins)[id]?.status
    if (status === 'loading' || status === 'ready') return
    setState(id, { status: 'loading' })
    const base = ctx.window?.document.baseURI ?? 'http://localhost/'
    try {
      const loader = await getLoader()
      const registration = await loadPlugin({
        id,
        entryUrl: pluginEntryUrl(id, options, base),
        loader,
        host: { ...host, contractVersion: CONTRACT_VERSION },
        timeoutMs: options.pluginTimeoutMs,
      })
      setState(id, { status: 'ready', registration })
      log.debug(`plugin ${id} ready`)
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      log.error(reason)
      setState(id, { status: 'failed', reason })
      events.emit('PLUGIN_LOAD_ERROR', { plugin: id, reason })
    }
  }

  return {
    ids,
    /** Starts loading every enabled plugin; resolves when each has loaded or failed. */
    loadAll: () => Promise.all(ids.map(load)),
    retry: (id: PluginFeatureId) => load(id),
    disposeAll() {
      for (const state of Object.values(store.get(atoms.plugins))) {
        if (state?.status === 'ready') state.registration.dispose?.()
      }
    },
  }
}

export type PluginManager = ReturnType<typeof createPluginManager>

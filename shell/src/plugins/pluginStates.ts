import type { PluginDescription, PluginId } from '@portico/contracts'
import type { PluginState } from '../core/atoms'
import type { ShellContext } from '../core/shellContext'

/** Each plugin's state in the shell's `plugins` atom. */
export interface PluginStates {
  of: (id: PluginId) => PluginState | undefined
  set: (id: PluginId, state: PluginState) => void
  /** The plugin is unavailable: logged, kept with why (and its description, when it has one), and told to the dapp. */
  fail: (id: PluginId, reason: string, description?: PluginDescription) => void
  /** The plugins with a state (described, loading, ready or failed). */
  ids: () => PluginId[]
}

/**
 * @example createPluginStates(ctx).fail('tips', 'could not load https://dapp.example/plugins/index.json (404)')
 */
export function createPluginStates({ store, atoms, log, events }: Pick<ShellContext, 'store' | 'atoms' | 'log' | 'events'>): PluginStates {
  const set = (id: PluginId, state: PluginState) => store.set(atoms.plugins, (all) => ({ ...all, [id]: state }))
  return {
    of: (id) => store.get(atoms.plugins)[id],
    set,
    fail(id, reason, description) {
      log.error(`Plugin "${id}" is unavailable: ${reason}`)
      set(id, description ? { status: 'failed', reason, description } : { status: 'failed', reason })
      events.emit('PLUGIN_LOAD_ERROR', { plugin: id, reason })
    },
    ids: () => Object.keys(store.get(atoms.plugins)),
  }
}

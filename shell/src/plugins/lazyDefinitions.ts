import type { PluginId, ViewComponent } from '@portico/contracts'
import type { PluginState } from '../core/atoms'
import { sharedLoad } from '../utils/sharedLoad'

/** Something the router renders lazily: one stable object per plugin view or tab. */
export interface LazyDefinition {
  load: () => Promise<ViewComponent>
}

/** The lazy views and tabs of the plugins, one definition each. */
export interface LazyDefinitions {
  /**
   * The definition kept under `key`: its load waits for `ready` (the plugin described and
   * loaded), then takes the component `pick` finds in the plugin's state.
   */
  get: (key: string, id: PluginId, pick: (state: PluginState | undefined) => Promise<ViewComponent> | undefined) => LazyDefinition
  /** Drops a plugin's definitions (a retry makes new ones: the old ones may hold a failure). */
  forget: (id: PluginId) => void
}

/**
 * One definition object per view or tab, so a prefetch and the render share one load and the
 * loaded view is kept (PluginView); a failed load may be tried again.
 * @example createLazyDefinitions(ready, states.of).get('tips/view/Tip', 'tips', pickView('Tip')).load()
 */
export function createLazyDefinitions(ready: (id: PluginId) => Promise<void>, stateOf: (id: PluginId) => PluginState | undefined): LazyDefinitions {
  const definitions = new Map<string, LazyDefinition>()
  const create = (id: PluginId, pick: (state: PluginState | undefined) => Promise<ViewComponent> | undefined): LazyDefinition => {
    const run = async () => {
      await ready(id)
      const found = pick(stateOf(id))
      if (!found) throw new Error(`Plugin "${id}" is unavailable`)
      return found
    }
    return { load: sharedLoad(run) }
  }
  return {
    get(key, id, pick) {
      let definition = definitions.get(key)
      if (!definition) {
        definition = create(id, pick)
        definitions.set(key, definition)
      }
      return definition
    },
    forget(id) {
      for (const key of [...definitions.keys()]) if (key.startsWith(`${id}/`)) definitions.delete(key)
    },
  }
}

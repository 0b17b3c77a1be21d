import { CONTRACT_VERSION, type PluginDescription } from '@portico/contracts'
import { createStore } from 'jotai/vanilla'
import { testNetwork } from '../catalogue/testing'
import { createShellAtoms } from '../core/atoms'
import { createEventEmitter } from '../core/events'
import { createPluginStates } from './pluginStates'

/** A description with one Account action, for the plugin manager's units. */
export const testDescription = (id: string, extra: Partial<PluginDescription> = {}): PluginDescription => ({
  id,
  version: '1.0.0',
  contract: CONTRACT_VERSION,
  views: { Main: { title: id } },
  slots: { accountActions: [{ label: id, view: 'Main' }] },
  ...extra,
})

/** Plugin states over a fresh store; errors and PLUGIN_LOAD_ERROR events are kept. */
export function testPluginStates() {
  const store = createStore()
  const atoms = createShellAtoms([testNetwork], testNetwork)
  const events = createEventEmitter()
  const errors: string[] = []
  const emitted: unknown[] = []
  events.subscribe(({ data }) => void emitted.push(data))
  const log = { debug: () => {}, info: () => {}, warn: () => {}, error: (...args: unknown[]) => void errors.push(args.map(String).join(' ')) }
  return { store, atoms, errors, emitted, states: createPluginStates({ store, atoms, log, events }) }
}

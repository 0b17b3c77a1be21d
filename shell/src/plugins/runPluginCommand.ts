import type { BuiltPlugin, PluginCommandName, PluginId } from '@portico/contracts'
import type { PluginStates } from './pluginStates'

export interface RunPluginCommandDependencies {
  states: PluginStates
  built: readonly BuiltPlugin[]
  /** Resolves once the plugins are described. */
  describe: () => Promise<void>
  load: (id: PluginId) => Promise<void>
}

/**
 * Runs a named command for the dapp (`appKit.grantPermissions`) on the plugin whose description
 * names it: describes and loads that plugin first, and fails with why when it cannot (none
 * answers it, not deployed, failed, no such command in its code).
 * @example await runPluginCommand(deps, 'grantPermissions', request)
 */
export async function runPluginCommand({ states, built, describe, load }: RunPluginCommandDependencies, name: PluginCommandName, params: unknown): Promise<unknown> {
  await describe()
  const id = states.ids().find((candidate) => states.of(candidate)?.description?.commands?.includes(name)) ?? built.find((plugin) => plugin.commands?.includes(name))?.id
  if (id === undefined) throw new Error(`No plugin answers ${name}`)
  await load(id)
  const state = states.of(id)
  if (state?.status === 'failed') throw new Error(`Plugin "${id}" is unavailable: ${state.reason}`)
  const command = state?.status === 'ready' ? state.registration.commands?.[name] : undefined
  if (!command) throw new Error(state?.status === 'ready' ? `Plugin "${id}" has no ${name} command` : `Plugin "${id}" is not deployed`)
  return command(params)
}

import type { Logger, PluginId } from '@portico/contracts'
import type { FetchPluginJson } from './fetchPluginJson'
import type { InstalledPlugins } from './installedPlugins'
import { checkDescription, fetchPluginDescription, fetchPluginIndex, type DescriptionResult } from './pluginDescriptions'
import { pluginEntryUrl, pluginIndexUrl, type PluginUrlOptions } from './pluginEntryUrl'
import type { PluginStates } from './pluginStates'
import type { PluginSwitches } from './pluginSwitches'

export interface DescribePluginsDependencies {
  states: PluginStates
  switches: PluginSwitches
  installed: InstalledPlugins
  options: PluginUrlOptions
  fetchJson: FetchPluginJson
  log: Logger
  /** The page's base URL, which relative plugin URLs resolve against. */
  base: () => string
}

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Reads the static descriptions of the plugins that are on (`only`: of these): those installed
 * with the shell, each its own chunk; without them (the workspace, or a pluginBaseUrl), the one
 * `index.json` at the plugin base URL; and `description.json` of each plugin deployed elsewhere.
 * A plugin whose description cannot be read fails with why; one switched off shows nothing.
 * @example await describePlugins(deps) // every plugin described or failed
 */
export async function describePlugins(deps: DescribePluginsDependencies, only?: readonly PluginId[]): Promise<void> {
  const { switches, options } = deps
  const elsewhere = Object.keys(options.pluginUrls ?? {}).filter((id) => (!only || only.includes(id)) && !switches.switchedOff(id))
  const atBase = only?.filter((id) => !switches.deployedElsewhere(id))
  await Promise.all([
    atBase?.length === 0 ? undefined : describeInstalled(deps, atBase),
    ...elsewhere.map(async (id) => settle(deps, id, await fetchPluginDescription(id, new URL('description.json', pluginEntryUrl(id, options, deps.base())).href, deps.fetchJson))),
  ])
}

function settle({ states, switches, log }: DescribePluginsDependencies, id: PluginId, result: DescriptionResult): void {
  if (!('description' in result)) return states.fail(id, result.reason)
  // A feature switched off shows nothing, as a plugin not deployed.
  if (switches.isOn(id, result.description)) states.set(id, { status: 'described', description: result.description })
  else log.debug(`plugin "${id}" is off (features.${result.description.feature?.flag})`)
}

async function describeInstalled(deps: DescribePluginsDependencies, only: readonly PluginId[] | undefined): Promise<void> {
  const { states, switches, log } = deps
  let installed
  try {
    installed = await deps.installed.find()
  } catch (error) {
    for (const id of only ?? switches.expectedAtBase()) states.fail(id, `could not load @portico/plugins (${describeError(error)})`)
    return
  }
  if (!installed) return describeFromIndex(deps, only)
  const from = installed
  const listed = (only ?? Object.keys(from)).filter((id) => !switches.deployedElsewhere(id) && !switches.switchedOff(id))
  await Promise.all(
    listed.map(async (id) => {
      const entry = from[id]
      if (!entry) return log.debug(`no "${id}" plugin in @portico/plugins`)
      try {
        settle(deps, id, checkDescription(id, await entry.description(), `@portico/plugins (${id})`))
      } catch (error) {
        states.fail(id, `could not load @portico/plugins (${id}) (${describeError(error)})`)
      }
    }),
  )
}

/** The descriptions of the plugins at the base URL; a plugin deployed there but not listed has none. */
async function describeFromIndex(deps: DescribePluginsDependencies, only: readonly PluginId[] | undefined): Promise<void> {
  const { states, switches } = deps
  const indexUrl = pluginIndexUrl(deps.options, deps.base())
  try {
    const index = await fetchPluginIndex(indexUrl, deps.fetchJson)
    for (const [id, item] of index) {
      if ((only && !only.includes(id)) || switches.deployedElsewhere(id) || switches.switchedOff(id)) continue
      settle(deps, id, checkDescription(id, item, `${indexUrl} (${id})`))
    }
  } catch (error) {
    for (const id of only ?? switches.expectedAtBase()) states.fail(id, `could not load ${indexUrl} (${describeError(error)})`)
  }
}

import {
  contractMismatch,
  pluginDescriptionSchema,
  pluginIdSchema,
  pluginIndexSchema,
  type PluginDescription,
  type PluginId,
} from '@portico/contracts'
import type { FetchPluginJson } from './fetchPluginJson'

/** A plugin's description, or why it cannot be used. */
export type DescriptionResult = { description: PluginDescription } | { reason: string }

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Checks one description: its schema, that it is the expected plugin, and that it was built for a
 * contract this shell speaks (else the reason names both versions, and its code is never fetched).
 */
export function checkDescription(id: PluginId, input: unknown, from: string): DescriptionResult {
  const parsed = pluginDescriptionSchema.safeParse(input)
  if (!parsed.success) return { reason: `${from} is not a plugin description (${parsed.error.issues[0]?.message})` }
  if (parsed.data.id !== id) return { reason: `${from} describes the "${parsed.data.id}" plugin` }
  const mismatch = contractMismatch(parsed.data.contract)
  return mismatch ? { reason: mismatch } : { description: parsed.data }
}

/**
 * The descriptions of the plugins deployed at the plugin base URL, from its `index.json`, by id;
 * an item that is not a valid description is left out (and logged by the caller). Fails when the
 * index cannot be read.
 */
export async function fetchPluginIndex(indexUrl: string, fetchJson: FetchPluginJson): Promise<Map<PluginId, unknown>> {
  const index = pluginIndexSchema.parse(await fetchJson(indexUrl))
  const byId = new Map<PluginId, unknown>()
  for (const item of index.plugins) {
    const id = pluginIdSchema.safeParse((item as { id?: unknown } | null)?.id)
    if (id.success && !byId.has(id.data)) byId.set(id.data, item)
  }
  return byId
}

/** One plugin's own `description.json` (a plugin deployed on its own, `pluginUrls.<id>`). */
export async function fetchPluginDescription(id: PluginId, descriptionUrl: string, fetchJson: FetchPluginJson): Promise<DescriptionResult> {
  try {
    return checkDescription(id, await fetchJson(descriptionUrl), descriptionUrl)
  } catch (error) {
    return { reason: `could not load ${descriptionUrl} (${describe(error)})` }
  }
}

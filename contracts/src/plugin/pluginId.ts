import * as z from 'zod/mini'

/**
 * A plugin's id: its folder under `plugins/` in camelCase (`smart-sessions` -> `smartSessions`).
 * Open: the plugins found at build time are the plugins there are, none is named here.
 */
export const pluginIdSchema = z.string().check(z.regex(/^[a-z][A-Za-z0-9]{0,39}$/, 'Plugin ids are camelCase identifiers'))
export type PluginId = z.infer<typeof pluginIdSchema>

/** Remote container name per plugin: Module Federation names must be valid identifiers. */
export const pluginRemoteName = (id: PluginId): string =>
  `portico_plugin_${id.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`

/** Folder under the plugin base URL (and under `plugins/`) where each remote is deployed. */
export const pluginFolder = (id: PluginId): string =>
  id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** The id of the plugin in a folder (`smart-sessions` -> `smartSessions`), undefined for a folder no id names. */
export function pluginIdOfFolder(folder: string): PluginId | undefined {
  const id = folder.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())
  return pluginIdSchema.safeParse(id).success && pluginFolder(id) === folder ? id : undefined
}

import * as z from 'zod/mini'

/** The features that ship as federated plugins, one remote each. */
export const pluginFeatureIdSchema = z.enum([
  'swaps',
  'onramp',
  'send',
  'receive',
  'history',
  'email',
  'socials',
  'names',
  'smartSessions',
])
export type PluginFeatureId = z.infer<typeof pluginFeatureIdSchema>

/** Remote container name per feature: Module Federation names must be valid identifiers. */
export const pluginRemoteName = (id: PluginFeatureId): string =>
  `portico_plugin_${id.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`

/** Folder under the plugin base URL where each remote is deployed. */
export const pluginFolder = (id: PluginFeatureId): string =>
  id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

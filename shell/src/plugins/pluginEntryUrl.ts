import { pluginFolder, type PluginId } from '@portico/contracts'

export interface PluginUrlOptions {
  pluginBaseUrl?: string
  pluginUrls?: Partial<Record<PluginId, string>>
}

/**
 * Where a plugin's remote entry lives: the per-plugin override, else
 * `<pluginBaseUrl>/<folder>/remoteEntry.js`, with the base defaulting to `plugins/` next to the page.
 *
 * @example pluginEntryUrl('tokenBridge', {}, 'https://dapp.example/app/') // 'https://dapp.example/app/plugins/token-bridge/remoteEntry.js'
 */
export function pluginEntryUrl(id: PluginId, options: PluginUrlOptions, documentBaseUrl: string): string {
  const override = options.pluginUrls?.[id]
  if (override) return new URL(override, documentBaseUrl).href
  return new URL(`${pluginFolder(id)}/remoteEntry.js`, pluginBaseUrl(options, documentBaseUrl)).href
}

/** The folder of the plugins deployed together, with a trailing slash. */
function pluginBaseUrl(options: PluginUrlOptions, documentBaseUrl: string): string {
  const base = new URL(options.pluginBaseUrl ?? 'plugins/', documentBaseUrl).href
  return base.endsWith('/') ? base : `${base}/`
}

/**
 * The index of the plugins deployed at the base URL: their descriptions, in one small file.
 * @example pluginIndexUrl({}, 'https://dapp.example/app/') // 'https://dapp.example/app/plugins/index.json'
 */
export function pluginIndexUrl(options: PluginUrlOptions, documentBaseUrl: string): string {
  return new URL('index.json', pluginBaseUrl(options, documentBaseUrl)).href
}

import { pluginFolder, type PluginFeatureId } from '@portico/contracts'

export interface PluginUrlOptions {
  pluginBaseUrl?: string
  pluginUrls?: Partial<Record<PluginFeatureId, string>>
}

/**
 * Where a plugin's remote entry lives: the per-plugin override, else
 * `<pluginBaseUrl>/<folder>/remoteEntry.js`, with the base defaulting to `plugins/` next to the page.
 *
 * @example pluginEntryUrl('receive', {}, 'https://dapp.example/app/') // 'https://dapp.example/app/plugins/receive/remoteEntry.js'
 */
export function pluginEntryUrl(id: PluginFeatureId, options: PluginUrlOptions, documentBaseUrl: string): string {
  const override = options.pluginUrls?.[id]
  if (override) return new URL(override, documentBaseUrl).href
  const base = new URL(options.pluginBaseUrl ?? 'plugins/', documentBaseUrl).href
  return new URL(`${pluginFolder(id)}/remoteEntry.js`, base.endsWith('/') ? base : `${base}/`).href
}

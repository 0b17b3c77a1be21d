import type { PluginId } from '@portico/contracts'

/** Why one plugin could not load: `reason` names the step that failed. */
export class PluginLoadError extends Error {
  override name = 'PluginLoadError'
  constructor(
    readonly pluginId: PluginId,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`Plugin "${pluginId}" is unavailable: ${reason}`, options)
  }
}

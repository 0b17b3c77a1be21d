// Types of the module the build generates here (sandbox/scripts/sandboxPluginsModule.ts): the
// sandbox lists no plugin itself, it gets them from `plugins/*`.
import type { PluginId } from '@portico/contracts'
import type { PluginMocksModule } from '@portico/contracts/testing'

export interface DiscoveredSandboxPlugin {
  id: PluginId
  /** False when the build left it out (`--plugin <other>`): its remote does not exist. */
  built: boolean
  /** Its `./mocks` export, when built and it has one. */
  loadMocks?: () => Promise<PluginMocksModule>
}

export declare const discoveredPlugins: readonly DiscoveredSandboxPlugin[]

import type { PluginFeatureId } from '@portico/contracts'
import { useShellCore } from '../../ShellContext'

/** A feature whose plugin could not be used: its name, why (on hover), and Retry. */
export function PluginUnavailable({ label, reason, pluginId }: { label: string; reason: string; pluginId: PluginFeatureId }) {
  const core = useShellCore()
  return (
    <div className="list-item unavailable" title={reason}>
      <span className="list-item-name">{label} unavailable</span>
      <button type="button" className="link" onClick={() => void core.plugins.retry(pluginId)}>
        Retry
      </button>
    </div>
  )
}

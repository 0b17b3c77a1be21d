import type { PluginDescription, PluginId } from '@portico/contracts'
import { useDescribedText } from '../../i18n/describedText'
import { BUILT_PLUGINS } from '../../../plugins/builtPlugins'
import { isModalMessageKey } from '../../i18n/modalCatalogue'
import { useMessages } from '../../i18n/useMessages'
import { useShellCore } from '../../ShellContext'

/** A feature's name where its description could not be read: `feature.<flag>` of the modal's catalogue, by the plugin's flag. */
function featureKey(pluginId: PluginId, description: PluginDescription | undefined) {
  const flag = description?.feature?.flag ?? BUILT_PLUGINS.find((plugin) => plugin.id === pluginId)?.feature?.flag
  const key = `feature.${flag}`
  return flag && isModalMessageKey(key) ? key : undefined
}

/**
 * A feature whose plugin could not be used: its name (its described label, else the feature's),
 * why (on hover), and Retry.
 */
export function PluginUnavailable(props: { pluginId: PluginId; reason: string; label?: string | undefined; description?: PluginDescription | undefined }) {
  const { pluginId, reason, label, description } = props
  const core = useShellCore()
  const t = useMessages()
  const described = useDescribedText(description, label ?? '')
  const key = featureKey(pluginId, description)
  const feature = label ? described : key ? t(key) : pluginId
  return (
    <div className="list-item unavailable" title={reason}>
      <span className="list-item-name">{t('featureUnavailable', { feature })}</span>
      <button type="button" className="link" onClick={() => void core.plugins.retry(pluginId)}>
        {t('retry')}
      </button>
    </div>
  )
}

import type { PluginDescription, PluginId } from '@portico/contracts'
import { useDescribedText } from '../../i18n/describedText'
import type { ModalMessageKey } from '../../i18n/modalCatalogue'
import { useMessages } from '../../i18n/useMessages'
import { useShellCore } from '../../ShellContext'

/** A feature's name where its description could not be read. */
const FEATURE_LABELS: Partial<Record<PluginId, ModalMessageKey>> = { onramp: 'feature.onramp', swaps: 'feature.swaps', receive: 'feature.receive', send: 'feature.send' }

/**
 * A feature whose plugin could not be used: its name (its described label, else the feature's),
 * why (on hover), and Retry.
 */
export function PluginUnavailable(props: { pluginId: PluginId; reason: string; label?: string | undefined; description?: PluginDescription | undefined }) {
  const { pluginId, reason, label, description } = props
  const core = useShellCore()
  const t = useMessages()
  const described = useDescribedText(description, label ?? '')
  const featureKey = FEATURE_LABELS[pluginId]
  const feature = label ? described : featureKey ? t(featureKey) : pluginId
  return (
    <div className="list-item unavailable" title={reason}>
      <span className="list-item-name">{t('featureUnavailable', { feature })}</span>
      <button type="button" className="link" onClick={() => void core.plugins.retry(pluginId)}>
        {t('retry')}
      </button>
    </div>
  )
}

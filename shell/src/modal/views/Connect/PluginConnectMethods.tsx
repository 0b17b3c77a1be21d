import { showsOn, type PluginFeatureId } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { DescribedText } from '../../i18n/describedText'
import { useShellCore } from '../../ShellContext'
import { PluginIcon } from '../PluginView/PluginIcon'
import { PluginUnavailable } from '../PluginView/PluginUnavailable'

/**
 * A plugin's entries on the Connect view (email, social logins), from its description: shown
 * before its code loads, each opening one of its views; hover or focus loads its code and view.
 */
export function PluginConnectMethods({ pluginId }: { pluginId: PluginFeatureId }) {
  const core = useShellCore()
  const state = useAtomValue(core.atoms.plugins)[pluginId]
  const namespace = useAtomValue(core.atoms.network)?.chainNamespace
  const methods = state?.description?.slots.connectMethods?.filter((method) => showsOn(method, namespace)) ?? []
  if (!state || methods.length === 0) return null
  // Intent toward a method: its plugin and the view it opens load, so the click shows it at once.
  const prefetch = (view: string) => void core.plugins.lazyView(pluginId, view).load().catch(() => undefined)
  if (state.status === 'failed') return <PluginUnavailable pluginId={pluginId} reason={state.reason} label={methods[0]?.label} description={state.description} />
  return (
    <ul className="wallet-list" aria-label={pluginId} data-plugin={pluginId}>
      {methods.map((method) => (
        <li key={method.view}>
          <button
            type="button"
            className="list-item"
            data-opens={method.view}
            onPointerEnter={() => prefetch(method.view)}
            onFocus={() => prefetch(method.view)}
            onClick={() => core.modal.push(method.view)}
          >
            {method.icon ? <PluginIcon svg={method.icon} /> : null}
            <span className="list-item-name">
              <DescribedText description={state.description} text={method.label} />
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}

import { showsOn, type PluginFeatureId } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { useShellCore } from '../../ShellContext'
import { PluginEntryButton } from '../PluginView/PluginEntryButton'
import { EmailFieldEntry } from './EmailFieldEntry'
import { PluginUnavailable } from '../PluginView/PluginUnavailable'

/**
 * A plugin's entries on the Connect view (email, social logins), from its description: shown
 * before its code loads, each opening one of its views (see PluginEntryButton).
 */
export function PluginConnectMethods({ pluginId }: { pluginId: PluginFeatureId }) {
  const core = useShellCore()
  const state = useAtomValue(core.atoms.plugins)[pluginId]
  const namespace = useAtomValue(core.atoms.network)?.chainNamespace
  const methods = state?.description?.slots.connectMethods?.filter((method) => showsOn(method, namespace)) ?? []
  if (!state || methods.length === 0) return null
  if (state.status === 'failed') return <PluginUnavailable pluginId={pluginId} reason={state.reason} label={methods[0]?.label} description={state.description} />
  return (
    <ul className="wallet-list" aria-label={pluginId} data-plugin={pluginId}>
      {methods.map((method) => (
        <li key={method.view}>
          {method.input === 'email' ? (
            <EmailFieldEntry pluginId={pluginId} entry={method} description={state.description} />
          ) : (
            <PluginEntryButton pluginId={pluginId} entry={method} description={state.description} />
          )}
        </li>
      ))}
    </ul>
  )
}

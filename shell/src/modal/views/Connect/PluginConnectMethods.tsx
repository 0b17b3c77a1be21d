import { showsOn, type ConnectMethod, type PluginId } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { listedConnectMethods } from '../../../plugins/availablePlugins'
import { useShellCore } from '../../ShellContext'
import { PluginEntryButton } from '../PluginView/PluginEntryButton'
import { EmailFieldEntry } from './EmailFieldEntry'
import { PluginUnavailable } from '../PluginView/PluginUnavailable'

/** Up to this many entries show as full rows; more show one row and an icon row. */
const MAX_FULL_ROWS = 2

/**
 * A plugin's entries of one connect method on the Connect view (an email field, social logins), from
 * its description: shown before its code loads, each opening one of its views (see
 * PluginEntryButton); those the dapp's list flag names, in its order, when the plugin has one.
 */
export function PluginConnectMethods({ pluginId, method: connectMethod }: { pluginId: PluginId; method: Exclude<ConnectMethod, 'wallet'> }) {
  const core = useShellCore()
  const state = useAtomValue(core.atoms.plugins)[pluginId]
  const namespace = useAtomValue(core.atoms.network)?.chainNamespace
  const described = state?.description?.slots.connectMethods?.filter((method) => method.method === connectMethod && showsOn(method, namespace)) ?? []
  const methods = listedConnectMethods(described, state?.description, core.features)
  if (!state || methods.length === 0) return null
  if (state.status === 'failed') return <PluginUnavailable pluginId={pluginId} reason={state.reason} label={methods[0]?.label} description={state.description} />
  // Many entries with icons (the social logins): the first is featured, the rest an icon row, so
  // the wallets stay above the fold (AppKit's way of showing many).
  const compact = methods.length > MAX_FULL_ROWS && methods.every((method) => method.icon && method.input !== 'email')
  const [featured, ...rest] = methods
  if (compact && featured) {
    return (
      <div className="connect-method-group" data-plugin={pluginId}>
        <PluginEntryButton pluginId={pluginId} entry={featured} description={state.description} />
        <ul className="icon-row" aria-label={pluginId}>
          {rest.map((method) => (
            <li key={`${method.view}-${method.label}`}>
              <PluginEntryButton pluginId={pluginId} entry={method} description={state.description} variant="icon" />
            </li>
          ))}
        </ul>
      </div>
    )
  }
  return (
    <ul className="wallet-list" aria-label={pluginId} data-plugin={pluginId}>
      {methods.map((method) => (
        <li key={`${method.view}-${method.label}`}>
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

import { showsOn, type PluginId } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { useShellCore } from '../../ShellContext'
import { PluginEntryButton } from '../PluginView/PluginEntryButton'
import { EmailFieldEntry } from './EmailFieldEntry'
import { PluginUnavailable } from '../PluginView/PluginUnavailable'

/** Up to this many entries show as full rows; more show one row and an icon row. */
const MAX_FULL_ROWS = 2

/**
 * The social entries the dapp chose, in its order (`features.socials`, SPEC section 1): an entry is
 * one provider (`arguments.provider`).
 */
export function socialsInOrder<T extends { arguments?: Readonly<Record<string, string>> | undefined }>(methods: readonly T[], socials: false | readonly string[]): T[] {
  if (socials === false) return []
  return socials.flatMap((provider) => methods.filter((method) => method.arguments?.provider === provider))
}

/**
 * A plugin's entries on the Connect view (email, social logins), from its description: shown
 * before its code loads, each opening one of its views (see PluginEntryButton).
 */
export function PluginConnectMethods({ pluginId }: { pluginId: PluginId }) {
  const core = useShellCore()
  const state = useAtomValue(core.atoms.plugins)[pluginId]
  const namespace = useAtomValue(core.atoms.network)?.chainNamespace
  const described = state?.description?.slots.connectMethods?.filter((method) => showsOn(method, namespace)) ?? []
  const methods = pluginId === 'socials' ? socialsInOrder(described, core.features.socials) : described
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
              <PluginEntryButton pluginId={pluginId} entry={method} description={state.description} compact />
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

import { CONNECT_METHOD_ORDER, type ConnectMethod } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { useShellCore } from '../../ShellContext'
import { LegalCheckbox, LegalFooter } from './LegalConsent'
import { PluginConnectMethods } from './PluginConnectMethods'
import { WalletSection } from './WalletSection'

/** The plugins with entries of a connect method (their descriptions say which), in the plugins' order. */
function PluginsOfMethod({ method }: { method: Exclude<ConnectMethod, 'wallet'> }) {
  const core = useShellCore()
  const plugins = useAtomValue(core.atoms.plugins)
  const ids = Object.keys(plugins).filter((id) => plugins[id]?.description?.slots.connectMethods?.some((entry) => entry.method === method))
  return ids.map((id) => <PluginConnectMethods key={id} pluginId={id} method={method} />)
}

/** Choose a connection method, in the connect method order (email, social, wallet). */
export function ConnectView() {
  const core = useShellCore()
  const checked = useAtomValue(core.atoms.legalCheckboxChecked)
  const { termsConditionsUrl: terms, privacyPolicyUrl: privacy } = core.options
  const hasLegal = Boolean(terms || privacy)
  const gated = core.features.legalCheckbox && hasLegal
  // The plugins with an entry here (email, social logins) show from their descriptions and load on intent
  // toward an entry (PluginEntryButton, EmailFieldEntry): every visitor sees this view, most never use them.

  return (
    <div className="view connect-view">
      {gated ? <LegalCheckbox terms={terms} privacy={privacy} /> : null}
      {/* A disabled fieldset disables every button inside: nothing connects before consent. */}
      <fieldset className="connect-methods" disabled={gated && !checked}>
        {/* The spec's order of methods (section 1); each method's entries come from the plugins that describe them. */}
        {CONNECT_METHOD_ORDER.map((method) => (method === 'wallet' ? <WalletSection key={method} /> : <PluginsOfMethod key={method} method={method} />))}
      </fieldset>
      {hasLegal && !gated ? <LegalFooter terms={terms} privacy={privacy} /> : null}
    </div>
  )
}

import { CONNECT_METHOD_ORDER, type ConnectMethod, type PluginId } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { useShellCore } from '../../ShellContext'
import { LegalCheckbox, LegalFooter } from './LegalConsent'
import { PluginConnectMethods } from './PluginConnectMethods'
import { WalletSection } from './WalletSection'

// Email and social logins come with their plugins; the order stays the spec's (section 1).
const CONNECT_METHOD_PLUGINS: Record<Exclude<ConnectMethod, 'wallet'>, PluginId> = { email: 'email', social: 'socials' }

/** Choose a connection method, in the connect method order (email, social, wallet). */
export function ConnectView() {
  const core = useShellCore()
  const checked = useAtomValue(core.atoms.legalCheckboxChecked)
  const { termsConditionsUrl: terms, privacyPolicyUrl: privacy } = core.options
  const hasLegal = Boolean(terms || privacy)
  const gated = core.features.legalCheckbox && hasLegal
  // The plugins with an entry here (email, socials) show from their descriptions and load on intent
  // toward an entry (PluginEntryButton, EmailFieldEntry): every visitor sees this view, most never use them.

  return (
    <div className="view connect-view">
      {gated ? <LegalCheckbox terms={terms} privacy={privacy} /> : null}
      {/* A disabled fieldset disables every button inside: nothing connects before consent. */}
      <fieldset className="connect-methods" disabled={gated && !checked}>
        {CONNECT_METHOD_ORDER.map((method) => (method === 'wallet' ? <WalletSection key={method} /> : <PluginConnectMethods key={method} pluginId={CONNECT_METHOD_PLUGINS[method]} />))}
      </fieldset>
      {hasLegal && !gated ? <LegalFooter terms={terms} privacy={privacy} /> : null}
    </div>
  )
}

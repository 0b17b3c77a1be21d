import type { ConnectMethod } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { Fragment } from 'react'
import { useMessages } from '../../i18n/useMessages'
import { useShellCore } from '../../ShellContext'
import { connectMethodOrder } from './connectMethodOrder'
import { LegalCheckbox, LegalFooter } from './LegalConsent'
import { PluginConnectMethods } from './PluginConnectMethods'
import { CONNECT_FLOW_VIEWS, preloadViews } from '../shellViews'
import { WalletSection } from './WalletSection'

/** The plugins with entries of a connect method (their descriptions say which), in the plugins' order. */
function PluginsOfMethod({ method }: { method: Exclude<ConnectMethod, 'wallet'> }) {
  const core = useShellCore()
  const plugins = useAtomValue(core.atoms.plugins)
  const ids = Object.keys(plugins).filter((id) => plugins[id]?.description?.slots.connectMethods?.some((entry) => entry.method === method))
  return ids.map((id) => <PluginConnectMethods key={id} pluginId={id} method={method} />)
}

/** The methods in order: wallets first when one is installed, unless the dapp set its own order. */
function useConnectMethods(): readonly ConnectMethod[] {
  const core = useShellCore()
  const announced = useAtomValue(core.atoms.announcedWallets)
  const namespaceWallets = useAtomValue(core.atoms.namespaceWallets)
  return connectMethodOrder({ configured: core.features.connectMethodsOrder, walletInstalled: announced.length + namespaceWallets.length > 0 })
}

/** "or" between the wallets that lead and the logins that follow. */
function OrDivider() {
  const t = useMessages()
  return (
    <div className="connect-divider" role="separator">
      <span>{t('connectOr')}</span>
    </div>
  )
}

const preloadConnectFlow = () => preloadViews(CONNECT_FLOW_VIEWS)

/** Choose a connection method, in the order of connectMethodOrder. */
export function ConnectView() {
  const core = useShellCore()
  const checked = useAtomValue(core.atoms.legalCheckboxChecked)
  const methods = useConnectMethods()
  const { termsConditionsUrl: terms, privacyPolicyUrl: privacy } = core.options
  const hasLegal = Boolean(terms || privacy)
  const gated = core.features.legalCheckbox && hasLegal
  // The plugins with an entry here (email, social logins) show from their descriptions and load on intent
  // toward an entry (PluginEntryButton, EmailFieldEntry): every visitor sees this view, most never use them.

  return (
    // The pointer or focus on an entry is intent: the views of connecting start loading.
    <div className="view connect-view" onPointerOver={preloadConnectFlow} onFocus={preloadConnectFlow}>
      {gated ? <LegalCheckbox terms={terms} privacy={privacy} /> : null}
      {/* A disabled fieldset disables every button inside: nothing connects before consent. */}
      <fieldset className="connect-methods" disabled={gated && !checked}>
        {methods.map((method, index) => (
          <Fragment key={method}>
            {method === 'wallet' ? <WalletSection /> : <PluginsOfMethod method={method} />}
            {method === 'wallet' && index === 0 && methods.length > 1 ? <OrDivider /> : null}
          </Fragment>
        ))}
      </fieldset>
      {hasLegal && !gated ? <LegalFooter terms={terms} privacy={privacy} /> : null}
    </div>
  )
}

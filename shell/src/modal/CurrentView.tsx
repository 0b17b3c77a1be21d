import type { PluginDescription, PluginId } from '@portico/contracts'
import type { RouteEntry } from '../core/atoms'
import type { PluginState } from '../core/atoms'
import { useMessages } from './i18n/useMessages'
import type { ModalMessageKey } from './i18n/modalCatalogue'
import { AccountView } from './views/Account/AccountView'
import { AllWalletsView } from './views/AllWallets/AllWalletsView'
import { ApproveTransactionView } from './views/ApproveTransaction/ApproveTransactionView'
import { ConnectingExternalView } from './views/ConnectingExternal/ConnectingExternalView'
import { ConnectingWalletConnectView } from './views/ConnectingWalletConnect/ConnectingWalletConnectView'
import { ConnectingWalletConnectBasicView } from './views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView'
import { ConnectView } from './views/Connect/ConnectView'
import { EmailLoginView } from './views/EmailLogin/EmailLoginView'
import { NetworksView } from './views/Networks/NetworksView'
import { PluginUnavailable } from './views/PluginView/PluginUnavailable'
import { pluginViewOwner } from './views/PluginView/pluginViewOwner'
import { PluginView } from './views/PluginView/PluginView'
import { useShellCore } from './ShellContext'
import { SIWXSignMessageView } from './views/SIWXSignMessage/SIWXSignMessageView'
import { UnsupportedChainView } from './views/UnsupportedChain/UnsupportedChainView'
import { SHELL_VIEW_TITLES } from './views/viewTitles'

/** The header title of a route: a shell view's catalogue key, or a plugin view's described title. */
export function viewTitle(route: RouteEntry, plugins: Partial<Record<PluginId, PluginState>>): { key: ModalMessageKey } | { text: string; description?: PluginDescription } {
  const key = SHELL_VIEW_TITLES[route.view]
  if (key) return { key }
  const owner = pluginViewOwner(plugins, route.view)
  return owner ? { text: owner.title, ...(owner.state.description ? { description: owner.state.description } : {}) } : { text: route.view }
}

/** The view on top of the history: a shell view or a registered plugin view. */
export function CurrentView({ route, plugins }: { route: RouteEntry; plugins: Partial<Record<PluginId, PluginState>> }) {
  const core = useShellCore()
  switch (route.view) {
    case 'Connect':
      return <ConnectView />
    case 'ConnectingExternal':
      return <ConnectingExternalView connectorId={route.connectorId ?? ''} />
    case 'ConnectingWalletConnect':
      // `open({ view, arguments: { walletId } })` names the wallet too (wallet buttons do).
      return <ConnectingWalletConnectView walletId={route.walletId ?? route.arguments?.walletId} />
    case 'ConnectingWalletConnectBasic':
      return <ConnectingWalletConnectBasicView />
    case 'Account':
      return <AccountView />
    case 'AllWallets':
      return <AllWalletsView />
    case 'EmailLogin':
      return <EmailLoginView />
    case 'Networks':
      return <NetworksView />
    case 'UnsupportedChain':
      return <UnsupportedChainView />
    case 'SIWXSignMessage':
      return <SIWXSignMessageView />
    case 'ApproveTransaction':
      return <ApproveTransactionView />
  }
  const owner = pluginViewOwner(plugins, route.view)
  if (owner?.state.status === 'failed') {
    return (
      <div className="view">
        <PluginUnavailable label={owner.title} reason={owner.state.reason} pluginId={owner.pluginId} description={owner.state.description} />
      </div>
    )
  }
  // The plugin's code loads now if it has not yet; a skeleton shows meanwhile.
  if (owner) return <PluginView key={route.view} definition={core.plugins.lazyView(owner.pluginId, route.view)} />
  return <FeatureNotAvailable />
}

function FeatureNotAvailable() {
  const t = useMessages()
  return (
    <p className="view muted" role="alert">
      {t('featureNotAvailable')}
    </p>
  )
}

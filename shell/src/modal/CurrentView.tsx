import type { RouteEntry } from '../core/atoms'
import type { PluginFeatureId } from '@portico/contracts'
import type { PluginState } from '../core/atoms'
import { AccountView } from './views/Account/AccountView'
import { AllWalletsView } from './views/AllWallets/AllWalletsView'
import { ConnectingExternalView } from './views/ConnectingExternal/ConnectingExternalView'
import { ConnectingWalletConnectView } from './views/ConnectingWalletConnect/ConnectingWalletConnectView'
import { ConnectingWalletConnectBasicView } from './views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView'
import { ConnectView } from './views/Connect/ConnectView'
import { NetworksView } from './views/Networks/NetworksView'
import { PluginUnavailable } from './views/PluginView/PluginUnavailable'
import { pluginViewOwner } from './views/PluginView/pluginViewOwner'
import { PluginView } from './views/PluginView/PluginView'
import { useShellCore } from './ShellContext'
import { SIWXSignMessageView } from './views/SIWXSignMessage/SIWXSignMessageView'
import { UnsupportedChainView } from './views/UnsupportedChain/UnsupportedChainView'
import { SHELL_VIEW_TITLES } from './views/viewTitles'

export function viewTitle(route: RouteEntry, plugins: Partial<Record<PluginFeatureId, PluginState>>): string {
  return SHELL_VIEW_TITLES[route.view] ?? pluginViewOwner(plugins, route.view)?.title ?? route.view
}

/** The view on top of the history: a shell view or a registered plugin view. */
export function CurrentView({ route, plugins }: { route: RouteEntry; plugins: Partial<Record<PluginFeatureId, PluginState>> }) {
  const core = useShellCore()
  switch (route.view) {
    case 'Connect':
      return <ConnectView />
    case 'ConnectingExternal':
      return <ConnectingExternalView connectorId={route.connectorId ?? ''} />
    case 'ConnectingWalletConnect':
      return <ConnectingWalletConnectView walletId={route.walletId} />
    case 'ConnectingWalletConnectBasic':
      return <ConnectingWalletConnectBasicView />
    case 'Account':
      return <AccountView />
    case 'AllWallets':
      return <AllWalletsView />
    case 'Networks':
      return <NetworksView />
    case 'UnsupportedChain':
      return <UnsupportedChainView />
    case 'SIWXSignMessage':
      return <SIWXSignMessageView />
  }
  const owner = pluginViewOwner(plugins, route.view)
  if (owner?.state.status === 'failed') {
    return (
      <div className="view">
        <PluginUnavailable label={owner.title} reason={owner.state.reason} pluginId={owner.pluginId} />
      </div>
    )
  }
  // The plugin's code loads now if it has not yet; a skeleton shows meanwhile.
  if (owner) return <PluginView key={route.view} definition={core.plugins.lazyView(owner.pluginId, route.view)} />
  return (
    <p className="view muted" role="alert">
      This feature is not available.
    </p>
  )
}

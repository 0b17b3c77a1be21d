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
import { findPluginView } from './views/PluginView/findPluginView'
import { PluginView } from './views/PluginView/PluginView'
import { SIWXSignMessageView } from './views/SIWXSignMessage/SIWXSignMessageView'
import { UnsupportedChainView } from './views/UnsupportedChain/UnsupportedChainView'
import { SHELL_VIEW_TITLES } from './views/viewTitles'

export function viewTitle(route: RouteEntry, plugins: Partial<Record<PluginFeatureId, PluginState>>): string {
  return SHELL_VIEW_TITLES[route.view] ?? findPluginView(plugins, route.view)?.title ?? route.view
}

/** The view on top of the history: a shell view or a registered plugin view. */
export function CurrentView({ route, plugins }: { route: RouteEntry; plugins: Partial<Record<PluginFeatureId, PluginState>> }) {
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
  const definition = findPluginView(plugins, route.view)
  if (definition) return <PluginView key={route.view} definition={definition} />
  return (
    <p className="view muted" role="alert">
      This feature is not available.
    </p>
  )
}

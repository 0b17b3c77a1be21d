import type { PluginFeatureId, PluginText } from '@portico/contracts'
import type { RouteEntry } from '../core/atoms'
import type { PluginState } from '../core/atoms'
import { useMessages } from './i18n/useMessages'
import type { ModalMessageKey } from './i18n/modalCatalogue'
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

/** The header title of a route: a shell view's catalogue key, or a plugin view's own text. */
export function viewTitle(route: RouteEntry, plugins: Partial<Record<PluginFeatureId, PluginState>>): { key: ModalMessageKey } | { text: PluginText } {
  const key = SHELL_VIEW_TITLES[route.view]
  return key ? { key } : { text: findPluginView(plugins, route.view)?.title ?? route.view }
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

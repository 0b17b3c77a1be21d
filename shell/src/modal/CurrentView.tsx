import type { PluginDescription, PluginId } from '@portico/contracts'
import type { RouteEntry } from '../core/atoms'
import type { PluginState } from '../core/atoms'
import { useMessages } from './i18n/useMessages'
import type { ModalMessageKey } from './i18n/modalCatalogue'
import { ConnectView } from './views/Connect/ConnectView'
import { LazyView } from './lazy/LazyView'
import { ACCOUNT_VIEWS, CONNECT_FLOW_VIEWS } from './views/shellViews'
import { PluginUnavailable } from './views/PluginView/PluginUnavailable'
import { pluginViewOwner } from './views/PluginView/pluginViewOwner'
import { PluginView } from './views/PluginView/PluginView'
import { useShellCore } from './ShellContext'
import { SHELL_VIEW_TITLES } from './views/viewTitles'

/** The header title of a route: a shell view's catalogue key, or a plugin view's described title. */
export function viewTitle(route: RouteEntry, plugins: Partial<Record<PluginId, PluginState>>): { key: ModalMessageKey } | { text: string; description?: PluginDescription } {
  const key = SHELL_VIEW_TITLES[route.view]
  if (key) return { key }
  const owner = pluginViewOwner(plugins, route.view)
  // A `title` argument (a provider's name) names this one visit of the view.
  const text = route.arguments?.title ?? owner?.title
  return owner && text ? { text, ...(owner.state.description ? { description: owner.state.description } : {}) } : { text: route.view }
}

/** The view on top of the history: a shell view or a registered plugin view. */
export function CurrentView({ route, plugins }: { route: RouteEntry; plugins: Partial<Record<PluginId, PluginState>> }) {
  const core = useShellCore()
  switch (route.view) {
    case 'Connect':
      return <ConnectView />
    case 'ConnectingExternal':
      return <LazyView source={CONNECT_FLOW_VIEWS.ConnectingExternal} props={{ connectorId: route.connectorId ?? '' }} />
    case 'ConnectingWalletConnect':
      // `open({ view, arguments: { walletId } })` names the wallet too (wallet buttons do).
      return <LazyView source={CONNECT_FLOW_VIEWS.ConnectingWalletConnect} props={{ walletId: route.walletId ?? route.arguments?.walletId }} />
    case 'ConnectingWalletConnectBasic':
      return <LazyView source={CONNECT_FLOW_VIEWS.ConnectingWalletConnectBasic} props={{}} />
    case 'Account':
      return <LazyView source={ACCOUNT_VIEWS.Account} props={{}} />
    case 'AllWallets':
      return <LazyView source={CONNECT_FLOW_VIEWS.AllWallets} props={{}} />
    case 'EmailLogin':
      return <LazyView source={CONNECT_FLOW_VIEWS.EmailLogin} props={{}} />
    case 'Networks':
      return <LazyView source={ACCOUNT_VIEWS.Networks} props={{}} />
    case 'UnsupportedChain':
      return <LazyView source={ACCOUNT_VIEWS.UnsupportedChain} props={{}} />
    case 'SIWXSignMessage':
      return <LazyView source={ACCOUNT_VIEWS.SIWXSignMessage} props={{}} />
    case 'ApproveTransaction':
      return <LazyView source={ACCOUNT_VIEWS.ApproveTransaction} props={{}} />
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

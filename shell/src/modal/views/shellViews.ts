import { lazyComponent } from '../lazy/lazyComponent'

// The Connect view ships with the modal: it is what an open shows first. The others load when
// first shown, or earlier on intent: the connect flow when the pointer or focus comes onto the
// Connect view's entries, the account's views once an account is connected.

/** The views of connecting a wallet: its progress, WalletConnect's QR code, the whole catalogue. */
export const CONNECT_FLOW_VIEWS = {
  ConnectingExternal: lazyComponent(() =>
    import(/* webpackChunkName: "views-connect" */ './ConnectingExternal/ConnectingExternalView').then((module) => module.ConnectingExternalView),
  ),
  ConnectingWalletConnect: lazyComponent(() =>
    import(/* webpackChunkName: "views-connect" */ './ConnectingWalletConnect/ConnectingWalletConnectView').then((module) => module.ConnectingWalletConnectView),
  ),
  ConnectingWalletConnectBasic: lazyComponent(() =>
    import(/* webpackChunkName: "views-connect" */ './ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView').then(
      (module) => module.ConnectingWalletConnectBasicView,
    ),
  ),
  AllWallets: lazyComponent(() => import(/* webpackChunkName: "views-connect" */ './AllWallets/AllWalletsView').then((module) => module.AllWalletsView)),
  EmailLogin: lazyComponent(() => import(/* webpackChunkName: "views-connect" */ './EmailLogin/EmailLoginView').then((module) => module.EmailLoginView)),
}

/** The views of a connected account: the account, its networks, a sign-in, a transaction to approve. */
export const ACCOUNT_VIEWS = {
  Account: lazyComponent(() => import(/* webpackChunkName: "views-account" */ './Account/AccountView').then((module) => module.AccountView)),
  Networks: lazyComponent(() => import(/* webpackChunkName: "views-account" */ './Networks/NetworksView').then((module) => module.NetworksView)),
  UnsupportedChain: lazyComponent(() =>
    import(/* webpackChunkName: "views-account" */ './UnsupportedChain/UnsupportedChainView').then((module) => module.UnsupportedChainView),
  ),
  SIWXSignMessage: lazyComponent(() =>
    import(/* webpackChunkName: "views-account" */ './SIWXSignMessage/SIWXSignMessageView').then((module) => module.SIWXSignMessageView),
  ),
  ApproveTransaction: lazyComponent(() =>
    import(/* webpackChunkName: "views-account" */ './ApproveTransaction/ApproveTransactionView').then((module) => module.ApproveTransactionView),
  ),
}

/** Starts loading every view of a group (one chunk), ignoring a failure: the view retries when shown. */
export function preloadViews(group: Record<string, { load(): Promise<unknown> }>): void {
  for (const view of Object.values(group)) view.load().catch(() => undefined)
}

import type { ModalMessageKey } from '../i18n/modalCatalogue'

/** Header titles of the shell's own views (catalogue keys); plugin views bring theirs. */
export const SHELL_VIEW_TITLES: Record<string, ModalMessageKey> = {
  Connect: 'title.Connect',
  Account: 'title.Account',
  ConnectingExternal: 'title.ConnectingExternal',
  ConnectingWalletConnect: 'title.WalletConnect',
  ConnectingWalletConnectBasic: 'title.WalletConnect',
  AllWallets: 'title.AllWallets',
  EmailLogin: 'title.EmailLogin',
  Networks: 'title.Networks',
  UnsupportedChain: 'title.UnsupportedChain',
  SIWXSignMessage: 'title.SIWXSignMessage',
  ApproveTransaction: 'title.ApproveTransaction',
}

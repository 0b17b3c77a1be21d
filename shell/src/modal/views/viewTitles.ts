/** Header titles of the shell's own views; plugin views bring theirs. */
export const SHELL_VIEW_TITLES: Record<string, string> = {
  Connect: 'Connect Wallet',
  Account: 'Account',
  ConnectingExternal: 'Connecting',
  ConnectingWalletConnect: 'WalletConnect',
  ConnectingWalletConnectBasic: 'WalletConnect',
  AllWallets: 'All Wallets',
  Networks: 'Choose Network',
  UnsupportedChain: 'Switch Network',
  SIWXSignMessage: 'Sign In',
}

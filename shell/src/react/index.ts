export {
  useAppKit,
  useAppKitAccount,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitNetworkCore,
  useAppKitProvider,
  useAppKitState,
  useAppKitTheme,
  useDisconnect,
  useSmartSessions,
  useWalletInfo,
} from './hooks'
export type { EmbeddedWalletInfo } from './hooks'
export { useAppKitWallet, type UseAppKitWalletParameters, type UseAppKitWalletReturn } from './useAppKitWallet'
export { useAppKitWallets, type UseAppKitWalletsReturn, type WalletItem } from './useAppKitWallets'
export type { WalletButtonWallet } from '../walletButtons/walletNames'
export type {} from './customElements'
// AppKit's React entry also creates the AppKit and names its types: a dapp changes only the module specifier.
export { createAppKit } from '../createAppKit'
export type { AppKit, AppKitOpenOptions, AppKitNetworkState, AppKitState } from '../createAppKit'
export type { WalletProvider, WalletProvider as Provider } from '../connection/walletProvider'
export type { AccountState, CaipNetwork, CaipNetwork as AppKitNetwork, ChainNamespace } from '@portico/contracts'
export type { CaipAddress, CaipNetworkId } from '../caipTypes'

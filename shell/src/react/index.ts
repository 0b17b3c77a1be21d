export {
  useAppKit,
  useAppKitAccount,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitProvider,
  useAppKitState,
  useAppKitTheme,
  useDisconnect,
  useSmartSessions,
  useWalletInfo,
} from './hooks'
export { useAppKitWallet, type UseAppKitWalletParameters, type UseAppKitWalletReturn } from './useAppKitWallet'
export { useAppKitWallets, type UseAppKitWalletsReturn, type WalletItem } from './useAppKitWallets'
export type { WalletButtonWallet } from '../walletButtons/walletNames'
export type {} from './customElements'

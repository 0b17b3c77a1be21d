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
export type {} from './customElements'

export { useAppKit, useAppKitAccount, useAppKitNetwork, useDisconnect } from './hooks'
export type {} from './customElements'

import { createContext, useContext, type ReactNode } from 'react'
import type { WalletConnectActions } from '../../../connection/walletConnectActions'
import { SomethingWentWrong } from '../../lazy/SomethingWentWrong'
import { useLoadedActions } from '../../lazy/useLoadedActions'

/** The WalletConnect actions the pairing views share, once loaded (WithWalletConnect provides them). */
const WalletConnectContext = createContext<WalletConnectActions | undefined>(undefined)

/** The WalletConnect actions inside the pairing view; an error outside it, where nothing provides them. */
export function useWalletConnect(): WalletConnectActions {
  const actions = useContext(WalletConnectContext)
  if (!actions) throw new Error('useWalletConnect is used outside the WalletConnect pairing view')
  return actions
}

/** Renders `children` once the WalletConnect actions have loaded (a skeleton meanwhile), with them in context. */
export function WithWalletConnect({ children }: { children: ReactNode }) {
  const { actions, failed } = useLoadedActions((core) => core.loadWalletConnect(), 'WalletConnect')
  if (failed) return <SomethingWentWrong />
  if (!actions) return <div className="view skeleton" aria-busy="true" />
  return <WalletConnectContext.Provider value={actions}>{children}</WalletConnectContext.Provider>
}

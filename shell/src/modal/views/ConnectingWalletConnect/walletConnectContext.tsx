import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import type { WalletConnectActions } from '../../../connection/walletConnectActions'
import { SomethingWentWrong } from '../../lazy/SomethingWentWrong'
import { useShellCore } from '../../ShellContext'

/** The WalletConnect actions the pairing views share, once loaded (WithWalletConnect provides them). */
const WalletConnectContext = createContext<WalletConnectActions | undefined>(undefined)

/** The WalletConnect actions inside the pairing view; an error outside it, where nothing provides them. */
export function useWalletConnect(): WalletConnectActions {
  const actions = useContext(WalletConnectContext)
  if (!actions) throw new Error('useWalletConnect is used outside the WalletConnect pairing view')
  return actions
}

/** Loads the WalletConnect actions (their own chunk): undefined until they are, or when they failed (`failed`). */
function useLoadedWalletConnect(): { actions: WalletConnectActions | undefined; failed: boolean } {
  const core = useShellCore()
  const [state, setState] = useState<{ actions?: WalletConnectActions; failed: boolean }>({ failed: false })
  useEffect(() => {
    let live = true
    core.loadWalletConnect().then(
      (actions) => {
        if (live) setState({ actions, failed: false })
      },
      (error: unknown) => {
        core.log.error('WalletConnect failed to load:', error)
        if (live) setState({ failed: true })
      },
    )
    return () => {
      live = false
    }
  }, [core])
  return { actions: state.actions, failed: state.failed }
}

/** Renders `children` once the WalletConnect actions have loaded (a skeleton meanwhile), with them in context. */
export function WithWalletConnect({ children }: { children: ReactNode }) {
  const { actions, failed } = useLoadedWalletConnect()
  if (failed) return <SomethingWentWrong />
  if (!actions) return <div className="view skeleton" aria-busy="true" />
  return <WalletConnectContext.Provider value={actions}>{children}</WalletConnectContext.Provider>
}

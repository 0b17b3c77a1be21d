import type { WalletRecord } from '@portico/contracts'
import { useEffect, useRef } from 'react'
import { useShellCore } from '../../ShellContext'

/** Pairs while the view is on screen: started when it shows, given up when the user leaves it. */
export function usePairing(wallet: WalletRecord | undefined) {
  const core = useShellCore()
  // A new wallet restarts the pairing; a re-render with a new record object for it does not.
  const latest = useRef(wallet)
  latest.current = wallet
  const walletId = wallet?.id
  useEffect(() => {
    void core.walletConnect.connect(latest.current)
    return () => core.walletConnect.cancel()
  }, [core, walletId])
}

import type { WalletRecord } from '@portico/contracts'
import { useEffect, useRef } from 'react'
import { useWalletConnect } from './walletConnectContext'

/** Pairs while the view is on screen: started when it shows, given up when the user leaves it. */
export function usePairing(wallet: WalletRecord | undefined) {
  const walletConnect = useWalletConnect()
  // A new wallet restarts the pairing; a re-render with a new record object for it does not.
  const latest = useRef(wallet)
  latest.current = wallet
  const walletId = wallet?.id
  useEffect(() => {
    void walletConnect.connect(latest.current)
    return () => walletConnect.cancel()
  }, [walletConnect, walletId])
}

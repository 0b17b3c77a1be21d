import type { JsonRpcSigner } from 'ethers'
import { useEffect, useState } from 'react'
import { useAppKitInstance } from '../../react/useAppKitInstance'
import { createEthersAdapter } from './createEthersAdapter'

/**
 * The connected account's ethers signer, a new one after each change of wallet, account or chain;
 * undefined when no eip155 account is connected (or the wallet refused it).
 *
 * @example const signer = useEthersSigner(); await signer?.signMessage('hello')
 */
export function useEthersSigner(): JsonRpcSigner | undefined {
  const appKit = useAppKitInstance()
  const [signer, setSigner] = useState<JsonRpcSigner>()
  useEffect(() => {
    if (!appKit) return
    const adapter = createEthersAdapter(appKit)
    // Only the latest request may set the signer: an older one can resolve after it.
    let latest = 0
    let stopped = false
    const update = () => {
      const request = ++latest
      const settle = (next: JsonRpcSigner | undefined) => {
        if (!stopped && request === latest) setSigner(next)
      }
      adapter.getSigner().then(settle, () => settle(undefined))
    }
    update()
    const unsubscribe = adapter.subscribe(update)
    return () => {
      stopped = true
      unsubscribe()
    }
  }, [appKit])
  return signer
}

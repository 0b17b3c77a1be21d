import type { BrowserProvider } from 'ethers'
import { useEffect, useState } from 'react'
import { useAppKitInstance } from '../../react/useAppKitInstance'
import { createEthersAdapter } from './createEthersAdapter'

/**
 * The connected eip155 wallet as an ethers BrowserProvider, a new one after each change of wallet,
 * account or chain; undefined when there is none.
 *
 * @example const provider = useEthersProvider(); const balance = await provider?.getBalance(address)
 */
export function useEthersProvider(): BrowserProvider | undefined {
  const appKit = useAppKitInstance()
  const [provider, setProvider] = useState<BrowserProvider>()
  useEffect(() => {
    if (!appKit) return
    const adapter = createEthersAdapter(appKit)
    setProvider(adapter.getProvider())
    return adapter.subscribe(setProvider)
  }, [appKit])
  return provider
}

import type { ParsedCaipAddress } from '@portico/contracts'
import { useCallback, useState } from 'react'
import { connectNamedWallet } from '../walletButtons/connectNamedWallet'
import { resolveWalletName, type WalletButtonWallet } from '../walletButtons/walletNames'
import { useAppKitInstance } from './useAppKitInstance'

export interface UseAppKitWalletParameters {
  onSuccess?: (data: ParsedCaipAddress) => void
  onError?: (error: Error) => void
}

export interface UseAppKitWalletReturn {
  /** The account the last `connect` connected. */
  data: ParsedCaipAddress | undefined
  error: Error | undefined
  /** createAppKit has run: `connect` can act. */
  isReady: boolean
  isPending: boolean
  isSuccess: boolean
  isError: boolean
  /** Connects one named wallet, as `<appkit-wallet-button wallet>` does; call it in a click. */
  connect: (wallet: WalletButtonWallet) => Promise<void>
}

/**
 * AppKit's `useAppKitWallet`: connect a wallet by name (`metamask`, a catalogue id, `walletConnect`,
 * `email`, `google` ...) from a dapp's own button, without the Connect view.
 * @example const { connect, isPending } = useAppKitWallet({ onSuccess: ({ address }) => log(address) }); <button onClick={() => connect('metamask')} />
 */
export function useAppKitWallet(parameters?: UseAppKitWalletParameters): UseAppKitWalletReturn {
  const appKit = useAppKitInstance()
  const [data, setData] = useState<ParsedCaipAddress>()
  const [error, setError] = useState<Error>()
  const [isPending, setPending] = useState(false)
  const { onSuccess, onError } = parameters ?? {}

  const connect = useCallback(
    async (wallet: WalletButtonWallet) => {
      setPending(true)
      setError(undefined)
      try {
        if (!appKit) throw new Error('Call createAppKit before connecting a wallet')
        const account = await connectNamedWallet(appKit, resolveWalletName(wallet))
        setData(account)
        onSuccess?.(account)
      } catch (caught) {
        const failure = caught instanceof Error ? caught : new Error(String(caught))
        setError(failure)
        onError?.(failure)
      } finally {
        setPending(false)
      }
    },
    [appKit, onSuccess, onError],
  )

  return { data, error, isReady: appKit !== undefined, isPending, isSuccess: data !== undefined, isError: error !== undefined, connect }
}

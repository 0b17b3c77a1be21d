import type { PluginHost } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { useEffect, useRef } from 'react'

/**
 * Reads the newest page afresh on mount, for another account or network (a switch keeps the list
 * mounted), and when the native balance moves from one known value to another (a send from this
 * modal, a transfer in).
 */
export function useTransactionsRefresh(host: PluginHost, reload: () => void): void {
  const { balance, caipAddress } = useAtomValue(host.atoms.account)
  useEffect(() => {
    if (caipAddress) reload()
  }, [caipAddress])

  const shownBalance = useRef(balance)
  useEffect(() => {
    const previous = shownBalance.current
    shownBalance.current = balance
    if (previous !== undefined && balance !== undefined && previous !== balance) reload()
  }, [balance])
}

import { useEffect, useState } from 'react'
import type { SwapToken } from '../../api/schemas'
import type { SwapsContext } from '../../swapsContext'
import { isNativeToken } from '../../tokens'

/** Whether the router may not yet spend `fromAmount` of `source` (an allowance read that fails counts as yes). */
export function useNeedsApproval({ api }: Pick<SwapsContext, 'api'>, source: SwapToken | undefined, caipAddress: string | undefined, fromAmount: bigint | undefined): boolean {
  const [needsApproval, setNeedsApproval] = useState(false)
  useEffect(() => {
    if (!source || !caipAddress || !fromAmount || isNativeToken(source)) return
    let current = true
    api.allowance({ tokenAddress: source.address, userAddress: caipAddress }).then(
      (allowance) => current && setNeedsApproval(allowance < fromAmount),
      () => current && setNeedsApproval(true),
    )
    return () => {
      current = false
    }
  }, [source?.address, caipAddress, fromAmount])
  return needsApproval
}

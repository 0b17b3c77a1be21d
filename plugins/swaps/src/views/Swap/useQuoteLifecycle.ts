import { useEffect, useRef } from 'react'
import type { QuoteRefresher } from '../../quote/createQuoteRefresher'

export interface QuoteLifecycle {
  /** Reads what the form needs (tokens, balances, prices) before the first quote. */
  prepare: () => Promise<void>
  refresher: Pick<QuoteRefresher, 'start' | 'stop' | 'inputChanged'>
  /** A changed input makes the last swap's error stale. */
  clearError: () => void
}

/**
 * The Swap view's quote while it is on screen: prepared once, then quoted every 10 s until the
 * view leaves; a changed input (`inputs`, one string of what is quoted) asks again once typing
 * pauses, never on the first render.
 * @example useQuoteLifecycle({ prepare, refresher, clearError }, `${source}|${to}|${amount}`)
 */
export function useQuoteLifecycle({ prepare, refresher, clearError }: QuoteLifecycle, inputs: string): void {
  useEffect(() => {
    let left = false
    void prepare().then(() => {
      if (!left) refresher.start()
    })
    return () => {
      left = true
      refresher.stop()
    }
  }, [])
  const previousInputs = useRef(inputs)
  useEffect(() => {
    if (previousInputs.current === inputs) return
    previousInputs.current = inputs
    clearError()
    refresher.inputChanged()
  }, [inputs])
}

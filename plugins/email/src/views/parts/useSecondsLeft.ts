import { useEffect, useReducer } from 'react'

const secondsUntil = (until: number | undefined) => (until === undefined ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000)))

/**
 * Whole seconds until `until` (ms since the epoch); 0 once past or without one. Read at each
 * render, so a new `until` shows at once; a timer renders again every second while it counts.
 */
export function useSecondsLeft(until: number | undefined): number {
  const [, tick] = useReducer((count: number) => count + 1, 0)
  const seconds = secondsUntil(until)
  useEffect(() => {
    if (secondsUntil(until) === 0) return
    const timer = setInterval(() => {
      tick()
      if (secondsUntil(until) === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [until])
  return seconds
}

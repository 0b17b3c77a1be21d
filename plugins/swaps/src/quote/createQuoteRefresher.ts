import { DEFAULT_DEBOUNCE_MS, SWAP_QUOTE_REFRESH_MS } from '@portico/contracts'

/** Keeps a quote fresh while Swap is on screen. */
export interface QuoteRefresher {
  /** The view is on screen: refresh now, then every interval. */
  start: () => void
  /** An input changed: refresh once typing pauses (the interval starts over, so no refresh comes right after). */
  inputChanged: () => void
  /** The view left: no more refreshes. */
  stop: () => void
}

export interface QuoteRefresherOptions {
  refresh: () => Promise<void>
  /** The page is hidden: interval refreshes are skipped. */
  isHidden?: () => boolean
  intervalMs?: number
  debounceMs?: number
}

/**
 * Keeps a quote fresh while Swap is on screen: `refresh` runs every 10 s (skipped while the page is
 * hidden) and once typing pauses (SPEC section 9's 500 ms debounce) after an input changes.
 * @example const refresher = createQuoteRefresher({ refresh }); refresher.start(); refresher.inputChanged()
 */
export function createQuoteRefresher(args: QuoteRefresherOptions): QuoteRefresher {
  const intervalMs = args.intervalMs ?? SWAP_QUOTE_REFRESH_MS
  const debounceMs = args.debounceMs ?? DEFAULT_DEBOUNCE_MS
  let interval: ReturnType<typeof setInterval> | undefined
  let debounce: ReturnType<typeof setTimeout> | undefined
  const run = () => void args.refresh()
  const refresher: QuoteRefresher = {
    start() {
      if (interval) return
      run()
      interval = setInterval(() => {
        if (!args.isHidden?.()) run()
      }, intervalMs)
    },
    inputChanged() {
      clearTimeout(debounce)
      debounce = setTimeout(() => {
        debounce = undefined
        if (interval) {
          clearInterval(interval)
          interval = undefined
          refresher.start()
        } else run()
      }, debounceMs)
    },
    stop() {
      clearInterval(interval)
      clearTimeout(debounce)
      interval = undefined
      debounce = undefined
    },
  }
  return refresher
}

export interface RelayWatch {
  /** Starts waiting for a URI; `onTimeout` runs when none came within the timeout. */
  arm: (onTimeout: () => void) => void
  /** A URI came: the relay answered. */
  answered: () => void
  /** Whether the current wait saw a URI: a failure after that is the wallet's, before it the relay's. */
  uriShown: () => boolean
  clear: () => void
}

/** Watches for the relay's answer (a pairing URI) within `timeoutMs` of each arm. */
export function createRelayWatch(timeoutMs: number): RelayWatch {
  let timer: ReturnType<typeof setTimeout> | undefined
  let shown = false
  return {
    arm: (onTimeout) => {
      shown = false
      clearTimeout(timer)
      timer = setTimeout(() => {
        if (!shown) onTimeout()
      }, timeoutMs)
    },
    answered: () => {
      shown = true
      clearTimeout(timer)
    },
    uriShown: () => shown,
    clear: () => clearTimeout(timer),
  }
}

import { createRelayWatch } from './relayWatch'

export const RELAY_UNREACHABLE = 'The WalletConnect relay did not answer'

/** The relay's deadline for a pairing's URI. */
export interface RelayDeadline {
  /**
   * Starts a pairing's wait: the promise rejects (RELAY_UNREACHABLE) when no URI came in time
   * while the pairing was still wanted.
   */
  start: (isWanted: () => boolean) => Promise<never>
  /** Waits afresh for a fresh URI of the same pairing (the relay may have gone away since). */
  rearm: (isWanted: () => boolean) => void
  /** A URI came: the relay answered. */
  answered: () => void
  /** Whether the current wait saw a URI: a failure after that is the wallet's, before it the relay's. */
  uriShown: () => boolean
  clear: () => void
}

/**
 * No URI within `timeoutMs`: the relay cannot be reached. The pairing's wait rejects and
 * `onUnreachable` gives the pairing up, rather than 'Preparing a connection link...' for ever.
 * @example const deadline = createRelayDeadline(10_000, abandon); await Promise.race([client, deadline.start(() => true)])
 */
export function createRelayDeadline(timeoutMs: number, onUnreachable: () => void): RelayDeadline {
  const watch = createRelayWatch(timeoutMs)
  let fail: ((error: Error) => void) | undefined
  const rearm = (isWanted: () => boolean) =>
    watch.arm(() => {
      if (!isWanted()) return
      fail?.(new Error(RELAY_UNREACHABLE))
      onUnreachable()
    })
  return {
    start(isWanted) {
      const deadline = new Promise<never>((_, reject) => {
        fail = reject
      })
      deadline.catch(() => undefined)
      rearm(isWanted)
      return deadline
    },
    rearm,
    answered: watch.answered,
    uriShown: watch.uriShown,
    clear: watch.clear,
  }
}

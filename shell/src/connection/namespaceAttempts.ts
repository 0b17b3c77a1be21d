import type { ChainNamespace } from '@portico/contracts'

/** Starts an attempt on a namespace; the returned check says whether it is still the latest. */
export type BeginAttempt = (namespace: ChainNamespace) => () => boolean

/**
 * Each connect, restore or disconnect of a namespace starts a new attempt; an older one that
 * finishes later (a slow wallet, a restore the user overtook) must not apply its result.
 *
 * @example const beginAttempt = createNamespaceAttempts(); const isLatest = beginAttempt('eip155')
 */
export function createNamespaceAttempts(): BeginAttempt {
  const attempts = new Map<ChainNamespace, number>()
  return (namespace) => {
    const attempt = (attempts.get(namespace) ?? 0) + 1
    attempts.set(namespace, attempt)
    return () => attempts.get(namespace) === attempt
  }
}

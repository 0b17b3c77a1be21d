import type { Logger } from '@portico/contracts'
import type { AppKitOptions, AppKitOptionsInput } from './appKitOptionsSchema'

/** The options check, as the core's chunk brings it. */
export type CheckAppKitOptions = (input: AppKitOptionsInput) => AppKitOptions

/**
 * A production build's options check, run when the core's chunk loads (see
 * checksAtCreation): a bad option is logged with the message createAppKit would have
 * thrown, once, and every load of the core after it fails with that Error (open() rejects with
 * it), so the modal never opens on options it cannot trust.
 * @example const checkOnCoreLoad = deferredOptionsCheck(input, log); checkOnCoreLoad(checkAppKitOptions)
 */
export function deferredOptionsCheck(input: AppKitOptionsInput, log: Pick<Logger, 'error'>): (check: CheckAppKitOptions) => void {
  let outcome: { failure: Error | undefined } | undefined
  const run = (check: CheckAppKitOptions): Error | undefined => {
    try {
      check(input)
      return undefined
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error))
      log.error(failure.message)
      return failure
    }
  }
  return (check) => {
    outcome ??= { failure: run(check) }
    if (outcome.failure) throw outcome.failure
  }
}

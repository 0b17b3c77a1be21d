import { AlertByReason } from '@portico/contracts'
import { frameProviderAlert } from '@portico/frame-protocol'
import { FrameReplyError, FrameTimeoutError } from './frameErrors'

/** A frame call, generic over the frame so tests can play one. */
export type AlertingFrameCall<F> = <T>(run: (frame: F) => Promise<T>) => Promise<T>

/**
 * Runs a call against the frame (added on first use by `frame`), raising the alert SPEC section 8
 * names for a timeout or a provider error; the error is rethrown either way.
 * @example const call = createAlertingFrameCall(() => embedded.get(), (alert) => store.set(atoms.alert, alert))
 */
export function createAlertingFrameCall<F>(frame: () => F, raise: (alert: string) => void): AlertingFrameCall<F> {
  return async (run) => {
    try {
      return await run(frame())
    } catch (error) {
      if (error instanceof FrameTimeoutError) raise(AlertByReason.SOCIALS_TIMEOUT)
      else if (error instanceof FrameReplyError) {
        const alert = frameProviderAlert(error.message)
        if (alert) raise(alert)
      }
      throw error
    }
  }
}

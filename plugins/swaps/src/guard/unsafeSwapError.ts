/**
 * A transaction the convert API built does not do what the user reviewed: nothing is sent. The
 * message is the reason, for the log; the user sees 'Something went wrong'.
 */
export class UnsafeSwapError extends Error {
  override name = 'UnsafeSwapError'
}

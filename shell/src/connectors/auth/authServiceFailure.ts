import { FrameReplyError, FrameTimeoutError, FrameUnavailableError } from './frameErrors'

// What a browser's fetch and the secure site say when the auth service cannot be reached.
const UNREACHABLE = /failed to fetch|networkerror|load failed|HTTP status code: 5\d\d/i

/**
 * Whether an embedded wallet call failed because its service is out of reach (the frame did not
 * load or answer, its auth service is down), not because of what the visitor did.
 * @example authServiceFailure(new FrameReplyError('Failed to fetch')) // true
 */
export function authServiceFailure(error: unknown): boolean {
  if (error instanceof FrameTimeoutError || error instanceof FrameUnavailableError) return true
  return error instanceof FrameReplyError && UNREACHABLE.test(error.message)
}

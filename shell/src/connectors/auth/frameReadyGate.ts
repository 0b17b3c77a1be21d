import { FrameUnavailableError } from './frameErrors'

export interface FrameReadyWait {
  /** Resolves on the frame's READY; rejects with FrameUnavailableError after `timeoutMs`. */
  ready: Promise<void>
  /** Called when READY arrives. */
  markReady: () => void
}

/**
 * One wait for the frame's READY, failing with 'Unable to load email login dependency' after
 * `timeoutMs`. A failure nobody awaits yet is kept for whoever asks next.
 *
 * @example const { ready, markReady } = waitForFrameReady(30_000)
 */
export function waitForFrameReady(timeoutMs: number): FrameReadyWait {
  let markReady: () => void = () => undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const ready = Promise.race([
    new Promise<void>((resolve) => (markReady = resolve)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new FrameUnavailableError()), timeoutMs)
    }),
  ]).finally(() => clearTimeout(timer))
  ready.catch(() => undefined)
  return { ready, markReady }
}

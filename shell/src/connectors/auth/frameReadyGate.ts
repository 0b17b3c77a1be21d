import { FrameUnavailableError } from './frameErrors'

export interface FrameReadyWait {
  /** Resolves on the frame's READY; rejects with FrameUnavailableError after `timeoutMs`. */
  ready: Promise<void>
  /** Called when READY arrives. */
  markReady: () => void
  /** Ends the wait now (the frame was removed): its timer stops and `ready` rejects unless READY came. */
  cancel: () => void
}

/**
 * One wait for the frame's READY, failing with 'Unable to load email login dependency' after
 * `timeoutMs`. A failure nobody awaits yet is kept for whoever asks next.
 *
 * @example const { ready, markReady } = waitForFrameReady(30_000)
 */
export function waitForFrameReady(timeoutMs: number): FrameReadyWait {
  let markReady: () => void = () => undefined
  let fail: () => void = () => undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const ready = Promise.race([
    new Promise<void>((resolve) => (markReady = resolve)),
    new Promise<never>((_, reject) => {
      fail = () => reject(new FrameUnavailableError())
      timer = setTimeout(fail, timeoutMs)
    }),
  ]).finally(() => clearTimeout(timer))
  ready.catch(() => undefined)
  return {
    ready,
    markReady,
    cancel: () => {
      clearTimeout(timer)
      fail()
    },
  }
}

export interface PausableTimeout {
  start: () => void
  stop: () => void
}

export interface PausableTimeouts {
  /** Adds a timeout and starts it unless paused. */
  add: (timeout: PausableTimeout) => void
  delete: (timeout: PausableTimeout) => void
  /** Stops every timeout while `paused`; starts them again (from zero) when it ends. */
  setPaused: (paused: boolean) => void
}

/**
 * The request timeouts of one frame: while the frame's own page needs the user
 * (PORTICO_USER_STEP_V1) none runs, since a person is typing.
 *
 * @example const timeouts = createPausableTimeouts(); timeouts.add({ start, stop })
 */
export function createPausableTimeouts(): PausableTimeouts {
  const timeouts = new Set<PausableTimeout>()
  let paused = false
  return {
    add(timeout) {
      timeouts.add(timeout)
      if (!paused) timeout.start()
    },
    delete(timeout) {
      timeouts.delete(timeout)
    },
    setPaused(next) {
      paused = next
      for (const timeout of timeouts) (paused ? timeout.stop : timeout.start)()
    },
  }
}

/** The pairings of one WalletConnect client, run one after the other. */
export interface PairingRunner {
  /**
   * Runs `pair` as a new generation once the previous pairing has ended; while a pairing is still
   * wanted, that one is returned instead.
   */
  start: (pair: (generation: number) => Promise<void>) => Promise<void>
  /** Gives up the pairing running now: true when there was one still wanted. */
  cancel: () => boolean
  /** Whether `generation` is still the wanted pairing (neither cancelled nor followed by another). */
  isCurrent: (generation: number) => boolean
}

/**
 * Each start and each cancel begins a generation; a pairing of an older one was cancelled.
 * @example
 * const runner = createPairingRunner()
 * void runner.start(async (gen) => { await pair(); if (!runner.isCurrent(gen)) return })
 */
export function createPairingRunner(): PairingRunner {
  let generation = 0
  let running: Promise<void> | undefined
  let runningGeneration = 0
  return {
    start(pair) {
      // A pairing still wanted is kept; a cancelled one (the view was left) ends before the next.
      if (running && runningGeneration === generation) return running
      const current = ++generation
      const next = (running ?? Promise.resolve()).then(() => pair(current))
      running = next
      runningGeneration = current
      void next.finally(() => {
        if (running === next) running = undefined
      })
      return next
    },
    cancel() {
      if (!running || runningGeneration !== generation) return false
      generation++
      return true
    },
    isCurrent: (candidate) => candidate === generation,
  }
}

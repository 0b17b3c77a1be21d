import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQuoteRefresher } from './createQuoteRefresher'

/** A refresher over a counted refresh; `after(ms, n)` moves the clock and checks the count. */
function counted(isHidden?: () => boolean) {
  const refresh = vi.fn(async () => {})
  const refresher = createQuoteRefresher({ refresh, ...(isHidden ? { isHidden } : {}) })
  const after = (ms: number, calls: number) => {
    vi.advanceTimersByTime(ms)
    expect(refresh).toHaveBeenCalledTimes(calls)
  }
  return { refresher, after }
}

describe('createQuoteRefresher', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('quotes on arrival, then every 10 s while on screen, and stops when the view leaves', () => {
    const { refresher, after } = counted()
    refresher.start()
    after(0, 1)
    after(9_999, 1)
    after(1, 2)
    after(20_000, 4)
    refresher.stop()
    after(60_000, 4)
  })

  it('skips the refresh while the page is hidden', () => {
    let hidden = false
    const { refresher, after } = counted(() => hidden)
    refresher.start()
    hidden = true
    after(30_000, 1)
    hidden = false
    after(10_000, 2)
    refresher.stop()
  })

  it('asks again once typing pauses for 500 ms, once for a burst, and the 10 s start over from there', () => {
    const { refresher, after } = counted()
    refresher.start()
    after(8_000, 1)
    for (let i = 0; i < 5; i++) {
      refresher.inputChanged()
      after(300, 1)
    }
    after(200, 2)
    after(9_999, 2)
    after(1, 3)
    refresher.stop()
  })

  it('an input change before the view started still asks once', () => {
    const { refresher, after } = counted()
    refresher.inputChanged()
    after(500, 1)
    after(30_000, 1)
  })
})

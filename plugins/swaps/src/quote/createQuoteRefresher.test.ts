import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQuoteRefresher } from './createQuoteRefresher'

describe('createQuoteRefresher', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('quotes on arrival, then every 10 s while on screen, and stops when the view leaves', () => {
    const refresh = vi.fn(async () => {})
    const refresher = createQuoteRefresher({ refresh })
    refresher.start()
    expect(refresh).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(9_999)
    expect(refresh).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(refresh).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(20_000)
    expect(refresh).toHaveBeenCalledTimes(4)
    refresher.stop()
    vi.advanceTimersByTime(60_000)
    expect(refresh).toHaveBeenCalledTimes(4)
  })

  it('skips the refresh while the page is hidden', () => {
    const refresh = vi.fn(async () => {})
    let hidden = false
    const refresher = createQuoteRefresher({ refresh, isHidden: () => hidden })
    refresher.start()
    hidden = true
    vi.advanceTimersByTime(30_000)
    expect(refresh).toHaveBeenCalledTimes(1)
    hidden = false
    vi.advanceTimersByTime(10_000)
    expect(refresh).toHaveBeenCalledTimes(2)
    refresher.stop()
  })

  it('asks again once typing pauses for 500 ms, once for a burst, and the 10 s start over from there', () => {
    const refresh = vi.fn(async () => {})
    const refresher = createQuoteRefresher({ refresh })
    refresher.start()
    vi.advanceTimersByTime(8_000)
    for (let i = 0; i < 5; i++) {
      refresher.inputChanged()
      vi.advanceTimersByTime(300)
    }
    expect(refresh).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(200)
    expect(refresh).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(9_999)
    expect(refresh).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(1)
    expect(refresh).toHaveBeenCalledTimes(3)
    refresher.stop()
  })

  it('an input change before the view started still asks once', () => {
    const refresh = vi.fn(async () => {})
    const refresher = createQuoteRefresher({ refresh })
    refresher.inputChanged()
    vi.advanceTimersByTime(500)
    expect(refresh).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(30_000)
    expect(refresh).toHaveBeenCalledTimes(1)
  })
})

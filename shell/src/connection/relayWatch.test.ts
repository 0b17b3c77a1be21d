import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createRelayWatch } from './relayWatch'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('createRelayWatch', () => {
  it('times out when no URI came, and not when one did', () => {
    const watch = createRelayWatch(10_000)
    const timedOut = vi.fn()
    watch.arm(timedOut)
    vi.advanceTimersByTime(9_999)
    expect(timedOut).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(timedOut).toHaveBeenCalledOnce()

    const again = vi.fn()
    watch.arm(again)
    watch.answered()
    vi.advanceTimersByTime(20_000)
    expect(again).not.toHaveBeenCalled()
    expect(watch.uriShown()).toBe(true)
  })

  it('starts each wait afresh: a new arm forgets the last URI and the last timer', () => {
    const watch = createRelayWatch(10_000)
    const first = vi.fn()
    watch.arm(first)
    watch.answered()
    const second = vi.fn()
    watch.arm(second)
    expect(watch.uriShown()).toBe(false)
    vi.advanceTimersByTime(10_000)
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledOnce()
  })

  it('does nothing once cleared', () => {
    const watch = createRelayWatch(10_000)
    const timedOut = vi.fn()
    watch.arm(timedOut)
    watch.clear()
    vi.advanceTimersByTime(20_000)
    expect(timedOut).not.toHaveBeenCalled()
  })
})

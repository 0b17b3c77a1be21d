import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createRelayDeadline, RELAY_UNREACHABLE } from './relayDeadline'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('createRelayDeadline', () => {
  it('rejects the wait and gives the pairing up when no URI came in time', async () => {
    const onUnreachable = vi.fn()
    const deadline = createRelayDeadline(10_000, onUnreachable)
    const wait = deadline.start(() => true)
    vi.advanceTimersByTime(10_000)
    await expect(wait).rejects.toThrow(RELAY_UNREACHABLE)
    expect(onUnreachable).toHaveBeenCalledOnce()
    expect(deadline.uriShown()).toBe(false)
  })

  it('leaves a pairing that is no longer wanted, or whose URI came, alone', async () => {
    const onUnreachable = vi.fn()
    const deadline = createRelayDeadline(10_000, onUnreachable)
    void deadline.start(() => false)
    vi.advanceTimersByTime(10_000)
    const answeredWait = deadline.start(() => true)
    deadline.answered()
    vi.advanceTimersByTime(10_000)
    expect(onUnreachable).not.toHaveBeenCalled()
    expect(deadline.uriShown()).toBe(true)
    // A fresh URI of the same pairing is waited for again, and failing that the same wait rejects.
    deadline.rearm(() => true)
    vi.advanceTimersByTime(10_000)
    await expect(answeredWait).rejects.toThrow(RELAY_UNREACHABLE)
    expect(onUnreachable).toHaveBeenCalledOnce()
  })
})

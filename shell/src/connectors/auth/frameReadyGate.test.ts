import { ThrownMessages } from '@portico/contracts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitForFrameReady } from './frameReadyGate'

afterEach(() => vi.useRealTimers())

describe('waitForFrameReady', () => {
  it('resolves when READY is marked before the timeout', async () => {
    const { ready, markReady } = waitForFrameReady(1_000)
    markReady()
    await expect(ready).resolves.toBeUndefined()
  })

  it('rejects with the dependency message after the timeout, even when awaited late', async () => {
    vi.useFakeTimers()
    const { ready } = waitForFrameReady(30_000)
    await vi.advanceTimersByTimeAsync(30_000)
    await expect(ready).rejects.toThrow(ThrownMessages.EMAIL_LOGIN_DEPENDENCY_UNAVAILABLE)
  })

  it('stops its timer when cancelled, so no timeout fires after the frame is gone', async () => {
    vi.useFakeTimers()
    const { ready, cancel } = waitForFrameReady(30_000)
    expect(vi.getTimerCount()).toBe(1)
    cancel()
    expect(vi.getTimerCount()).toBe(0)
    await expect(ready).rejects.toThrow(ThrownMessages.EMAIL_LOGIN_DEPENDENCY_UNAVAILABLE)
  })
})

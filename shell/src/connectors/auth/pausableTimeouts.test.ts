import { describe, expect, it, vi } from 'vitest'
import { createPausableTimeouts } from './pausableTimeouts'

describe('createPausableTimeouts', () => {
  it('starts a timeout on add, stops every one while paused and restarts them after', () => {
    const timeouts = createPausableTimeouts()
    const first = { start: vi.fn(), stop: vi.fn() }
    timeouts.add(first)
    expect(first.start).toHaveBeenCalledTimes(1)
    timeouts.setPaused(true)
    expect(first.stop).toHaveBeenCalledTimes(1)
    const second = { start: vi.fn(), stop: vi.fn() }
    timeouts.add(second)
    expect(second.start).not.toHaveBeenCalled()
    timeouts.delete(first)
    timeouts.setPaused(false)
    expect(second.start).toHaveBeenCalledTimes(1)
    expect(first.start).toHaveBeenCalledTimes(1)
  })
})

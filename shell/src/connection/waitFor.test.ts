import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitFor } from './waitFor'

afterEach(() => vi.useRealTimers())

/** A value that changes by hand and tells its watchers. */
function changing<T>(initial: T | undefined) {
  let value = initial
  const watchers = new Set<() => void>()
  return {
    read: () => value,
    watch: (onChange: () => void) => {
      watchers.add(onChange)
      return () => watchers.delete(onChange)
    },
    set(next: T | undefined) {
      value = next
      for (const watcher of watchers) watcher()
    },
    watchers,
  }
}

describe('waitFor', () => {
  it('gives a value there now without watching', async () => {
    const source = changing(1)
    await expect(waitFor(source.read, source.watch, 100)).resolves.toBe(1)
    expect(source.watchers.size).toBe(0)
  })

  it('gives the first value a change brings, and stops watching and timing', async () => {
    vi.useFakeTimers()
    const source = changing<number>(undefined)
    const waiting = waitFor(source.read, source.watch, 1_000)
    source.set(undefined)
    source.set(2)
    await expect(waiting).resolves.toBe(2)
    expect(source.watchers.size).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('gives undefined when nothing came in time, and stops watching', async () => {
    vi.useFakeTimers()
    const source = changing<number>(undefined)
    const waiting = waitFor(source.read, source.watch, 1_000)
    vi.advanceTimersByTime(1_000)
    await expect(waiting).resolves.toBeUndefined()
    expect(source.watchers.size).toBe(0)
  })
})

import { describe, expect, it } from 'vitest'
import { createPairingRunner } from './pairingRunner'

const deferred = () => {
  let resolve = () => {}
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

describe('createPairingRunner', () => {
  it('keeps a pairing still wanted instead of starting another', async () => {
    const runner = createPairingRunner()
    const first = deferred()
    const started: number[] = []
    const a = runner.start(async (gen) => {
      started.push(gen)
      await first.promise
    })
    const b = runner.start(async (gen) => {
      started.push(gen)
    })
    expect(b).toBe(a)
    first.resolve()
    await a
    expect(started).toEqual([1])
  })

  it('starts the next pairing only after a cancelled one ended, and marks the old generation stale', async () => {
    const runner = createPairingRunner()
    const first = deferred()
    const seen: string[] = []
    void runner.start(async (gen) => {
      await first.promise
      seen.push(`first ended, current: ${runner.isCurrent(gen)}`)
    })
    await Promise.resolve()
    expect(runner.cancel()).toBe(true)
    expect(runner.cancel()).toBe(false)
    const second = runner.start(async (gen) => {
      seen.push(`second ran, current: ${runner.isCurrent(gen)}`)
    })
    await Promise.resolve()
    expect(seen).toEqual([])
    first.resolve()
    await second
    expect(seen).toEqual(['first ended, current: false', 'second ran, current: true'])
  })

  it('has nothing to cancel when no pairing runs', async () => {
    const runner = createPairingRunner()
    await runner.start(async () => {})
    expect(runner.cancel()).toBe(false)
  })
})

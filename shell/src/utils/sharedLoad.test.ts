import { describe, expect, it, vi } from 'vitest'
import { sharedLoad } from './sharedLoad'

describe('sharedLoad', () => {
  it('loads once for every caller', async () => {
    const load = vi.fn(async () => 'view')
    const shared = sharedLoad(load)
    const [a, b] = await Promise.all([shared(), shared()])
    await shared()
    expect([a, b]).toEqual(['view', 'view'])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('asks again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('view')
    const shared = sharedLoad(load)
    await expect(shared()).rejects.toThrow('offline')
    await expect(shared()).resolves.toBe('view')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('tells the load under way without starting one', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('view')
    const shared = sharedLoad(load)
    expect(shared.current()).toBeUndefined()
    const failing = shared()
    expect(shared.current()).toBe(failing)
    await expect(failing).rejects.toThrow('offline')
    expect(shared.current()).toBeUndefined()
    expect(load).toHaveBeenCalledTimes(1)
  })
})

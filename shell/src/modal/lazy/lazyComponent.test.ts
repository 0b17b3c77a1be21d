import { describe, expect, it, vi } from 'vitest'
import { lazyComponent } from './lazyComponent'

describe('lazyComponent', () => {
  it('loads once for every caller', async () => {
    const load = vi.fn(async () => 'view')
    const source = lazyComponent(load)
    const [a, b] = await Promise.all([source.load(), source.load()])
    await source.load()
    expect([a, b]).toEqual(['view', 'view'])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('asks again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('view')
    const source = lazyComponent(load)
    await expect(source.load()).rejects.toThrow('offline')
    await expect(source.load()).resolves.toBe('view')
    expect(load).toHaveBeenCalledTimes(2)
  })
})

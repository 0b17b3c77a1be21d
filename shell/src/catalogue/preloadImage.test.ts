import { afterEach, describe, expect, it, vi } from 'vitest'
import { preloadImage, type PreloadableImage } from './preloadImage'

const fakeImage = (): PreloadableImage => ({ onload: null, onerror: null, src: '' })
// The handlers ignore `this` and the event; the browser passes both.
const fire = (image: PreloadableImage, handler: 'onload' | 'onerror') => (image[handler] as ((event: Event) => void) | null)?.(new Event(handler.slice(2)))

afterEach(() => vi.useRealTimers())

describe('preloadImage', () => {
  it('resolves true when the image loads', async () => {
    const image = fakeImage()
    const loaded = preloadImage('https://x/a.svg', { timeoutMs: 2_000, createImage: () => image })
    expect(image.src).toBe('https://x/a.svg')
    fire(image, 'onload')
    await expect(loaded).resolves.toBe(true)
  })

  it('resolves false on an error', async () => {
    const image = fakeImage()
    const loaded = preloadImage('https://x/a.svg', { timeoutMs: 2_000, createImage: () => image })
    fire(image, 'onerror')
    await expect(loaded).resolves.toBe(false)
  })

  it('gives up after the timeout', async () => {
    vi.useFakeTimers()
    const image = fakeImage()
    const loaded = preloadImage('https://x/a.svg', { timeoutMs: 2_000, createImage: () => image })
    vi.advanceTimersByTime(2_000)
    await expect(loaded).resolves.toBe(false)
    expect(image.onload).toBeNull()
  })
})

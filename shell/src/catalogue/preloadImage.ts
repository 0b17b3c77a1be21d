/** The part of HTMLImageElement a preload needs. */
export type PreloadableImage = Pick<HTMLImageElement, 'onload' | 'onerror' | 'src'>

/**
 * Loads an image into the browser cache so it shows at once when rendered. Resolves true once
 * loaded, false on an error or after `timeoutMs` (SPEC section 9: 2 s), never rejects: a slow
 * image must not hold the wallet list back.
 * @example await preloadImage(url, { timeoutMs: 2_000, createImage: () => new Image() })
 */
export function preloadImage(url: string, { timeoutMs, createImage }: { timeoutMs: number; createImage: () => PreloadableImage }): Promise<boolean> {
  return new Promise((resolve) => {
    const image = createImage()
    const done = (loaded: boolean) => {
      clearTimeout(timer)
      image.onload = null
      image.onerror = null
      resolve(loaded)
    }
    const timer = setTimeout(() => done(false), timeoutMs)
    image.onload = () => done(true)
    image.onerror = () => done(false)
    image.src = url
  })
}

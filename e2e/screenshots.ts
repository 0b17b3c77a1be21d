import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'

/** Set UPDATE_SCREENSHOTS=1 to write the baselines anew (on purpose only: review the images). */
export const UPDATING_SCREENSHOTS = process.env.UPDATE_SCREENSHOTS === '1'

/**
 * The share of pixels that differ between `actual` and the baseline at `path` (0 to 1), compared
 * with pixelmatch's perceptual threshold so anti-aliasing noise does not count. A missing baseline
 * (or UPDATE_SCREENSHOTS=1) writes `actual` as the baseline and returns 0.
 */
export function screenshotDifference(path: string, actual: Buffer): number {
  if (UPDATING_SCREENSHOTS || !existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, actual)
    return 0
  }
  const expected = PNG.sync.read(readFileSync(path))
  const shot = PNG.sync.read(actual)
  if (expected.width !== shot.width || expected.height !== shot.height) return 1
  const differing = pixelmatch(expected.data, shot.data, undefined, shot.width, shot.height, { threshold: 0.1 })
  return differing / (shot.width * shot.height)
}

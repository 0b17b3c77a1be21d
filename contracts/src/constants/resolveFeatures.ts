import { type Features, type ResolvedFeatures, featuresSchema } from './features'

/**
 * Fills the dapp's `features` with the defaults; an `undefined` value keeps the default. Throws
 * a zod error (zod/mini's `$ZodError`, with `issues`) when a value has the wrong type (plain-JS
 * callers).
 * @example resolveFeatures({ swaps: false }).swaps // false
 * @example resolveFeatures().legalCheckbox // false
 */
export function resolveFeatures(features: Features = {}): ResolvedFeatures {
  return featuresSchema.parse(features)
}

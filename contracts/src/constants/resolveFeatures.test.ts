import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES } from './features'
import { resolveFeatures } from './resolveFeatures'

describe('resolveFeatures', () => {
  it('returns the defaults when nothing is given', () => {
    expect(resolveFeatures()).toEqual(DEFAULT_FEATURES)
    expect(resolveFeatures({})).toEqual(DEFAULT_FEATURES)
  })

  it('merges given values over the defaults, ignoring undefined', () => {
    const resolved = resolveFeatures({ swaps: false, legalCheckbox: true, onramp: undefined, socials: ['google'] })
    expect(resolved).toEqual({ ...DEFAULT_FEATURES, swaps: false, legalCheckbox: true, socials: ['google'] })
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES, FEATURE_FLAGS, featuresSchema } from './features'

describe('features', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_FEATURES).toEqual({
      swaps: true,
      onramp: true,
      receive: true,
      send: true,
      email: true,
      history: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
    })
    expect(Object.isFrozen(DEFAULT_FEATURES)).toBe(true)
  })

  it('has one boolean key per feature flag, plus socials and connectMethodsOrder', () => {
    expect(Object.keys(featuresSchema.shape).sort()).toEqual([...FEATURE_FLAGS, 'socials', 'connectMethodsOrder'].sort())
  })

  it('takes a connect method order of known methods, unset by default', () => {
    expect(featuresSchema.parse({ connectMethodsOrder: ['social', 'wallet'] }).connectMethodsOrder).toEqual(['social', 'wallet'])
    expect(featuresSchema.safeParse({ connectMethodsOrder: ['phone'] }).success).toBe(false)
    expect(featuresSchema.safeParse({ connectMethodsOrder: [] }).success).toBe(false)
    expect('connectMethodsOrder' in DEFAULT_FEATURES).toBe(false)
  })

  it('accepts socials: false and rejects unknown providers', () => {
    expect(featuresSchema.parse({ socials: false }).socials).toBe(false)
    expect(featuresSchema.safeParse({ socials: ['myspace'] }).success).toBe(false)
    expect(featuresSchema.safeParse({ swaps: 'yes' }).success).toBe(false)
  })

  it('keeps every given flag and defaults the rest', () => {
    const partial = fc.record(Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, fc.boolean()])), { requiredKeys: [] })
    fc.assert(
      fc.property(partial, (features) => {
        const resolved = featuresSchema.parse(features)
        for (const flag of FEATURE_FLAGS) expect(resolved[flag]).toBe(features[flag] ?? DEFAULT_FEATURES[flag])
      }),
    )
  })
})

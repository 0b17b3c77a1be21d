import { describe, expect, it } from 'vitest'
import { priceImpactLevel } from './priceImpactLevel'

describe('priceImpactLevel', () => {
  it('is plain up to 1 %, amber above, red above 5 %', () => {
    expect([undefined, 0, 0.99, 1].map(priceImpactLevel)).toEqual(['low', 'low', 'low', 'low'])
    expect([1.01, 3, 5].map(priceImpactLevel)).toEqual(['high', 'high', 'high'])
    expect([5.01, 40].map(priceImpactLevel)).toEqual(['severe', 'severe'])
  })
})

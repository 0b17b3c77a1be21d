import { describe, expect, it } from 'vitest'
import { readableBrand } from './readableBrand'

describe('readableBrand', () => {
  it('keeps a colour a white glyph reads on (3:1), in both themes alike', () => {
    for (const brand of ['#000000', '#5865F2', '#855DCD', '#1877F2', '#4285F4']) expect(readableBrand(brand)).toBe(brand)
  })

  it('drops a pale colour or none', () => {
    expect(readableBrand('#FFFC00')).toBeUndefined()
    expect(readableBrand(undefined)).toBeUndefined()
  })
})

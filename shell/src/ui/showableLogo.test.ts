import { describe, expect, it } from 'vitest'
import { showableLogo } from './showableLogo'

describe('showableLogo', () => {
  it('shows http(s) images and wallet image data URIs only', () => {
    expect(showableLogo('https://img.example/a.png')).toBe(true)
    expect(showableLogo('data:image/svg+xml;base64,PHN2Zy8+')).toBe(true)
    expect(showableLogo('javascript:alert(1)')).toBe(false)
    expect(showableLogo(undefined)).toBe(false)
    expect(showableLogo(null)).toBe(false)
  })
})

import fc from 'fast-check'
import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { hostileSchemeUrl } from '../testing/hostileLinks'
import { imageUrlOrEmptySchema, isImageUrl, isWalletIconSrc, optionalImageUrlSchema } from './imageUrl'

describe('isImageUrl', () => {
  it('accepts http(s) URLs with a host', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true }), (url) => {
        expect(isImageUrl(url)).toBe(new URL(url).username === '' && new URL(url).password === '')
      }),
    )
  })

  it('refuses other schemes, relative paths, credentials and sneaky characters', () => {
    fc.assert(
      fc.property(hostileSchemeUrl, (url) => {
        expect(isImageUrl(url)).toBe(false)
      }),
    )
    for (const url of ['data:image/svg+xml,<svg onload=alert(1)>', '/icon.png', 'https://u:p@cdn.example/a.png', 'blob:https://x/y']) expect(isImageUrl(url)).toBe(false)
  })
})

describe('image URL schemas', () => {
  it('read an invalid URL as absent and keep the item', () => {
    const token = z.object({ symbol: z.string(), icon: optionalImageUrlSchema, iconUrl: imageUrlOrEmptySchema })
    expect(token.parse({ symbol: 'X', icon: 'javascript:alert(1)', iconUrl: 'data:image/png;base64,AA' })).toEqual({ symbol: 'X', icon: undefined, iconUrl: '' })
    expect(token.parse({ symbol: 'X', icon: 'https://cdn.example/x.png', iconUrl: '' })).toEqual({ symbol: 'X', icon: 'https://cdn.example/x.png', iconUrl: '' })
  })
})

describe('isWalletIconSrc', () => {
  it('accepts image data URIs and image URLs only', () => {
    expect(isWalletIconSrc('data:image/svg+xml;base64,PHN2Zy8+')).toBe(true)
    expect(isWalletIconSrc('https://cdn.example/w.png')).toBe(true)
    expect(isWalletIconSrc('data:text/html,<script>alert(1)</script>')).toBe(false)
    expect(isWalletIconSrc('javascript:alert(1)')).toBe(false)
  })
})

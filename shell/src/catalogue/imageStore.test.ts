import { describe, expect, it } from 'vitest'
import { IMAGE_KINDS, imagePath } from './imageKinds'
import { EMPTY_IMAGE_STORE, withImage } from './imageStore'

describe('image store', () => {
  it('has one empty map per kind of SPEC section 3', () => {
    expect(Object.keys(EMPTY_IMAGE_STORE)).toEqual(['walletImages', 'networkImages', 'chainImages', 'connectorImages', 'tokenImages', 'currencyImages'])
    for (const kind of IMAGE_KINDS) expect(EMPTY_IMAGE_STORE[kind]).toEqual({})
  })

  it('adds an image without touching the input, and keeps the reference when nothing changes', () => {
    const next = withImage(EMPTY_IMAGE_STORE, 'walletImages', 'a', 'https://x/a')
    expect(next.walletImages).toEqual({ a: 'https://x/a' })
    expect(EMPTY_IMAGE_STORE.walletImages).toEqual({})
    expect(withImage(next, 'walletImages', 'a', 'https://x/a')).toBe(next)
  })

  it('maps each kind to its endpoint (SPEC section 7)', () => {
    expect(imagePath('walletImages', 'a b')).toBe('/getWalletImage/a%20b')
    expect(imagePath('networkImages', 'n')).toBe('/public/getAssetImage/n')
    expect(imagePath('connectorImages', 'c')).toBe('/public/getAssetImage/c')
    expect(imagePath('tokenImages', 't')).toBe('/public/getTokenImage/t')
    expect(imagePath('currencyImages', 'usd')).toBe('/public/getCurrencyImage/usd')
  })
})

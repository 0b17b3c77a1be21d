import { PRELOADED_IMAGES } from '@portico/contracts'
import { atom, createStore } from 'jotai/vanilla'
import { describe, expect, it } from 'vitest'
import { createCatalogueImages } from './catalogueImages'
import { EMPTY_IMAGE_STORE } from './imageStore'
import { walletRecord } from './testing'

const api = { imageUrl: (kind: string, id: string) => `https://api.example/${kind}/${id}` }

describe('createCatalogueImages', () => {
  it('preloads the first 20 wallet images once each, keeps the loaded ones, and serves them first', async () => {
    const store = createStore()
    const images = atom(EMPTY_IMAGE_STORE)
    const asked: string[] = []
    const catalogueImages = createCatalogueImages(store, images, api, async (url) => {
      asked.push(url)
      return !url.endsWith('img-1')
    })
    const records = Array.from({ length: 25 }, (_, i) => walletRecord(String(i)))
    await catalogueImages.preloadWalletImages(records)
    expect(asked).toHaveLength(PRELOADED_IMAGES)
    expect(catalogueImages.imageUrl('walletImages', 'img-0')).toBe('https://api.example/walletImages/img-0')
    expect(store.get(images).walletImages['img-0']).toBe('https://api.example/walletImages/img-0')
    expect(store.get(images).walletImages['img-1']).toBeUndefined()
    await catalogueImages.preloadImages('walletImages', ['img-0', 'img-1'])
    expect(asked.slice(PRELOADED_IMAGES)).toEqual(['https://api.example/walletImages/img-1'])
  })

  it('preloads nothing without a browser, and still gives the API\'s URL', async () => {
    const store = createStore()
    const images = atom(EMPTY_IMAGE_STORE)
    const catalogueImages = createCatalogueImages(store, images, api, undefined)
    await catalogueImages.preloadImages('tokenImages', ['eth'])
    expect(store.get(images)).toEqual(EMPTY_IMAGE_STORE)
    expect(catalogueImages.imageUrl('tokenImages', 'eth')).toBe('https://api.example/tokenImages/eth')
  })
})

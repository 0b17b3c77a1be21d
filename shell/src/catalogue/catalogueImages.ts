import { PRELOADED_IMAGES, type WalletRecord } from '@portico/contracts'
import type { PrimitiveAtom } from 'jotai/vanilla'
import type { ShellContext } from '../core/shellContext'
import type { ImageKind } from './imageKinds'
import { withImage, type ImageStore } from './imageStore'
import type { WalletCatalogueApi } from './walletCatalogueApi'

/** The catalogue's images: their URLs and their preload into the browser cache. */
export interface CatalogueImages {
  /** The URL of an image of any kind: the loaded one from the store, else the API's. */
  imageUrl: (kind: ImageKind, id: string) => string
  /** SPEC section 9: the first 20 images, each given up after 2 s; loaded ones enter the store. */
  preloadImages: (kind: ImageKind, ids: readonly string[]) => Promise<void>
  /** The images of the first 20 wallets of a list. */
  preloadWalletImages: (records: readonly WalletRecord[]) => Promise<void>
}

/**
 * @param preload loads an image into the browser cache; undefined on a server, where nothing is preloaded.
 * @example await createCatalogueImages(store, atoms.images, api, preload).preloadWalletImages(page.data)
 */
export function createCatalogueImages(
  store: ShellContext['store'],
  images: PrimitiveAtom<ImageStore>,
  api: Pick<WalletCatalogueApi, 'imageUrl'>,
  preload: ((url: string) => Promise<boolean>) | undefined,
): CatalogueImages {
  const preloadImages = async (kind: ImageKind, ids: readonly string[]) => {
    if (!preload) return
    await Promise.all(
      [...new Set(ids)]
        .slice(0, PRELOADED_IMAGES)
        .filter((id) => !store.get(images)[kind][id])
        .map(async (id) => {
          const url = api.imageUrl(kind, id)
          if (await preload(url)) store.set(images, (loaded) => withImage(loaded, kind, id, url))
        }),
    )
  }
  return {
    imageUrl: (kind, id) => store.get(images)[kind][id] ?? api.imageUrl(kind, id),
    preloadImages,
    preloadWalletImages: (records) => preloadImages('walletImages', records.slice(0, PRELOADED_IMAGES).flatMap((record) => (record.image_id ? [record.image_id] : []))),
  }
}

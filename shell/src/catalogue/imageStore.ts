import { IMAGE_KINDS, type ImageKind } from './imageKinds'

/** Loaded image URLs by kind and image id (SPEC section 3, Image store). */
export type ImageStore = Readonly<Record<ImageKind, Readonly<Record<string, string>>>>

export const EMPTY_IMAGE_STORE: ImageStore = Object.freeze(
  Object.fromEntries(IMAGE_KINDS.map((kind) => [kind, Object.freeze({})])) as Record<ImageKind, Readonly<Record<string, string>>>,
)

/**
 * The store with one more loaded image; the input is not changed (jotai compares by reference).
 * @example withImage(EMPTY_IMAGE_STORE, 'walletImages', 'a5b1', 'https://.../getWalletImage/a5b1').walletImages.a5b1
 */
export function withImage(store: ImageStore, kind: ImageKind, id: string, url: string): ImageStore {
  if (store[kind][id] === url) return store
  return { ...store, [kind]: { ...store[kind], [id]: url } }
}

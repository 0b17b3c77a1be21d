/** The image store's kinds (SPEC section 3, Image store). */
export const IMAGE_KINDS = ['walletImages', 'networkImages', 'chainImages', 'connectorImages', 'tokenImages', 'currencyImages'] as const
export type ImageKind = (typeof IMAGE_KINDS)[number]

// SPEC section 7: wallets have their own endpoint; networks, chains and connectors share the
// asset endpoint; tokens and currencies have theirs.
const IMAGE_PATHS: Record<ImageKind, string> = {
  walletImages: '/getWalletImage/',
  networkImages: '/public/getAssetImage/',
  chainImages: '/public/getAssetImage/',
  connectorImages: '/public/getAssetImage/',
  tokenImages: '/public/getTokenImage/',
  currencyImages: '/public/getCurrencyImage/',
}

/**
 * The wallet-kit provider API path of an image.
 * @example imagePath('walletImages', 'a5b1') // '/getWalletImage/a5b1'
 */
export function imagePath(kind: ImageKind, id: string): string {
  return `${IMAGE_PATHS[kind]}${encodeURIComponent(id)}`
}

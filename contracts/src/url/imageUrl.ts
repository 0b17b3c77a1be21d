import * as z from 'zod/mini'
import { hasCredentials, parseUrl } from './parseUrl'

/**
 * True when `value` may be the `src` of an image from the network: an http(s) URL with a host and
 * no credentials part. Anything else (`javascript:`, `data:`, relative paths) is refused.
 * @example isImageUrl('https://cdn.example/usdc.png') // true
 * @example isImageUrl('data:image/svg+xml,<svg/>') // false
 */
export function isImageUrl(value: string): boolean {
  const url = parseUrl(value)
  return url !== undefined && (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && !hasCredentials(url)
}

/**
 * An optional image URL from the network: a URL that is not an image URL (see isImageUrl) reads
 * as absent, so the item it belongs to is kept without its picture; null stays null.
 * @example z.object({ icon: optionalImageUrlSchema }).parse({ icon: 'javascript:alert(1)' }) // { icon: undefined }
 */
// A transform over unknown rather than z.catch: the same result without z.catch's code on the
// boot path (the identity lookup reads avatars there).
export const optionalImageUrlSchema = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((value): string | null | undefined => (value === null ? null : typeof value === 'string' && isImageUrl(value) ? value : undefined)),
  ),
)

/** An image URL where the API sends '' for none: an invalid one reads as ''. */
export const imageUrlOrEmptySchema = z.pipe(
  z.unknown(),
  z.transform((value): string => (typeof value === 'string' && isImageUrl(value) ? value : '')),
)

/**
 * True when `value` may be the `src` of a wallet's icon: an image URL (isImageUrl) or the image
 * data URI that EIP-6963 and Wallet Standard wallets announce (an `<img>` runs no script in it).
 * @example isWalletIconSrc('data:image/svg+xml;base64,PHN2Zy8+') // true
 */
export function isWalletIconSrc(value: string): boolean {
  return /^data:image\/[\w.+-]+[;,]/.test(value) || isImageUrl(value)
}

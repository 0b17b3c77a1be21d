import { isWalletIconSrc } from '@portico/contracts'

/**
 * A logo from the data is shown only when it is an http(s) image or a wallet's image data URI.
 *
 * @example showableLogo('javascript:alert(1)') // false
 */
export function showableLogo(src: string | null | undefined): src is string {
  return typeof src === 'string' && isWalletIconSrc(src)
}

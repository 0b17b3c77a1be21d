import { isPrintableAscii } from './isPrintableAscii'

/**
 * The URL the browser would open for `value`, or undefined when it is not an absolute URL of
 * visible ASCII (see isPrintableAscii): never throws.
 * @example parseUrl('https://pay.coinbase.com/buy')?.hostname // 'pay.coinbase.com'
 */
export function parseUrl(value: string): URL | undefined {
  if (!isPrintableAscii(value)) return undefined
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

/** True when the URL carries a user name or password (`https://pay.coinbase.com@evil.example/`). */
export const hasCredentials = (url: URL): boolean => url.username !== '' || url.password !== ''

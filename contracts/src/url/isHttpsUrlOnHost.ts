import { hasCredentials, parseUrl } from './parseUrl'

/**
 * True when `value` is an https URL whose host is exactly `host` (no other subdomain, no
 * credentials part, default port): what a provider or explorer link must be before it opens.
 * @example isHttpsUrlOnHost('https://pay.coinbase.com/buy?x=1', 'pay.coinbase.com') // true
 * @example isHttpsUrlOnHost('https://pay.coinbase.com@evil.example/', 'pay.coinbase.com') // false
 */
export function isHttpsUrlOnHost(value: string, host: string): boolean {
  const url = parseUrl(value)
  return url !== undefined && url.protocol === 'https:' && !hasCredentials(url) && url.host === host.toLowerCase()
}

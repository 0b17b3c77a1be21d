import { hasCredentials, parseUrl } from './parseUrl'

// Loopback hosts count as secure contexts in browsers, so a secure site served locally over http
// (the sandbox's) passes while any other http address does not.
const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]']

/**
 * True when `value` is a URL the page may open or show for the embedded-wallet frame: https with a
 * host and no credentials part, or http on a loopback host. Any other scheme, a relative path or
 * a URL with whitespace or control characters (see parseUrl) is refused.
 * @example isTrustworthyUrl('https://accounts.google.com/o/oauth2/auth?state=x') // true
 * @example isTrustworthyUrl('javascript:alert(1)') // false
 */
export function isTrustworthyUrl(value: string): boolean {
  const url = parseUrl(value)
  if (url === undefined || url.hostname === '' || hasCredentials(url)) return false
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname))
}

import * as z from 'zod/mini'
import { isPrintableAscii } from './isPrintableAscii'
import { hasCredentials, parseUrl } from './parseUrl'

/**
 * Schemes a wallet link may never use: those that run script or show content in the dapp's page
 * (`javascript:`, `data:` ...), read local files, or are plain web pages (universal links are https).
 */
export const BLOCKED_LINK_SCHEMES: readonly string[] = ['javascript', 'vbscript', 'data', 'file', 'blob', 'filesystem', 'about', 'view-source', 'http', 'ftp', 'ws', 'wss']

// RFC 3986 scheme, then nothing or `//` and a path of unreserved characters: no query, no fragment,
// so the pairing query appended to it stays the link's only query.
const APP_LINK = /^([a-z][a-z0-9+.-]*):(\/\/[\w.~!$&'()*+,;=:@%/-]*)?$/i

/** The scheme of a link, lower case: `RainBow://` -> 'rainbow'. */
export const linkScheme = (value: string): string | undefined => /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase()

/**
 * True when `value` may be a wallet's mobile, desktop or web link (SPEC section 3, wallet record):
 * an https universal link (a host, no credentials, no query or fragment) or a custom app scheme
 * (`rainbow:`, `metamask://`, `argent://app/`), never a blocked scheme (any case), and only visible
 * ASCII, so no whitespace or control character can change how a browser reads it.
 * @example isWalletLink('rainbow:') // true
 * @example isWalletLink('javascript://%0aalert(1)//') // false
 */
export function isWalletLink(value: string): boolean {
  if (!isPrintableAscii(value)) return false
  const scheme = linkScheme(value)
  if (scheme === undefined || BLOCKED_LINK_SCHEMES.includes(scheme)) return false
  if (scheme !== 'https') return APP_LINK.test(value)
  if (!/^https:\/\//i.test(value)) return false
  const url = parseUrl(value)
  return url !== undefined && !value.includes('?') && !value.includes('#') && !hasCredentials(url)
}

/** A wallet link as the catalogue and storage must hold it (see isWalletLink). */
export const walletLinkSchema = z.string().check(z.refine(isWalletLink, { error: 'Invalid wallet link' }))

/**
 * A wallet link from the catalogue: an invalid one reads as absent (the wallet is kept, without
 * that link); a null stays null, as the catalogue sends it.
 */
export const catalogueWalletLinkSchema = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((value): string | null | undefined => (value === null ? null : typeof value === 'string' && isWalletLink(value) ? value : undefined)),
  ),
)

/**
 * True when a link built from a wallet link (with the pairing query) is still an absolute URL of
 * an allowed scheme, as the browser reads it: checked again right before it is opened.
 * @example isOpenableWalletLink('rainbow://wc?uri=wc%3Aa%402') // true
 */
export function isOpenableWalletLink(value: string): boolean {
  const scheme = linkScheme(value)
  const url = parseUrl(value)
  return scheme !== undefined && !BLOCKED_LINK_SCHEMES.includes(scheme) && url !== undefined && url.protocol === `${scheme}:` && (scheme !== 'https' || !hasCredentials(url))
}

import { isOpenableWalletLink, isWalletLink, linkScheme, type WalletRecord } from '@portico/contracts'

export type WalletLinkKind = 'mobile' | 'desktop' | 'web'

export interface WalletLink {
  kind: WalletLinkKind
  /** Opens the wallet with the pairing URI. */
  redirect: string
  /** The wallet's own link, remembered as the deep link (wcLinking) for later requests. */
  href: string
}

const withSlash = (link: string) => (link.endsWith('/') ? link : `${link}/`)

/**
 * The wallet's own link in the form the pairing query is appended to: an https link or an app
 * scheme with its path ends in '/', a bare scheme (`rainbow:`) becomes `rainbow://`.
 */
function linkBase(link: string): string {
  const scheme = linkScheme(link) ?? ''
  const rest = link.slice(scheme.length + 1)
  return rest.startsWith('//') ? withSlash(`${scheme}:${rest}`) : `${scheme}://`
}

/**
 * The link that opens `link` with the pairing URI (`rainbow://wc?uri=...`,
 * `https://wallet.app/wc?uri=...`), or undefined when `link` is not a wallet link (isWalletLink)
 * or the result would not be one the browser opens as such: nothing else is ever built.
 */
export function walletLink(kind: WalletLinkKind, link: string | null | undefined, wcUri: string): WalletLink | undefined {
  if (!link || !isWalletLink(link) || (kind === 'web' && linkScheme(link) !== 'https')) return undefined
  const href = linkBase(link)
  const redirect = `${href}wc?uri=${encodeURIComponent(wcUri)}`
  return isOpenableWalletLink(redirect) ? { kind, redirect, href } : undefined
}

/**
 * The links a catalogue wallet offers for a pairing URI (SPEC section 3: mobile_link,
 * desktop_link, webapp_link), in that order, as AppKit forms them; a link that is not a wallet
 * link is left out.
 *
 * @example walletLinks({ id: 'r', name: 'Rainbow', mobile_link: 'rainbow:' }, 'wc:a@2')[0]?.redirect // 'rainbow://wc?uri=wc%3Aa%402'
 */
export function walletLinks(wallet: WalletRecord, wcUri: string): WalletLink[] {
  return [walletLink('mobile', wallet.mobile_link, wcUri), walletLink('desktop', wallet.desktop_link, wcUri), walletLink('web', wallet.webapp_link, wcUri)].filter(
    (link) => link !== undefined,
  )
}

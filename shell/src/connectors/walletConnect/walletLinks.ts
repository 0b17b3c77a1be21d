import type { WalletRecord } from '@portico/contracts'

export type WalletLinkKind = 'mobile' | 'desktop' | 'web'

export interface WalletLink {
  kind: WalletLinkKind
  /** Opens the wallet with the pairing URI. */
  redirect: string
  /** The wallet's own link, remembered as the deep link (wcLinking) for later requests. */
  href: string
}

const isHttpUrl = (url: string) => url.startsWith('http://') || url.startsWith('https://')

/** `https://wallet.app` + uri -> `https://wallet.app/wc?uri=...` (universal and web links). */
function universalLink(appUrl: string, wcUri: string) {
  const href = appUrl.endsWith('/') ? appUrl : `${appUrl}/`
  return { redirect: `${href}wc?uri=${encodeURIComponent(wcUri)}`, href }
}

/** `rainbow:` or `rainbow://` + uri -> `rainbow://wc?uri=...`; an http link stays universal. */
function nativeLink(appUrl: string, wcUri: string) {
  if (isHttpUrl(appUrl)) return universalLink(appUrl, wcUri)
  const scheme = appUrl.includes('://') ? appUrl : `${appUrl.replaceAll('/', '').replaceAll(':', '')}://`
  const href = scheme.endsWith('/') ? scheme : `${scheme}/`
  return { redirect: `${href}wc?uri=${encodeURIComponent(wcUri)}`, href }
}

/**
 * The links a catalogue wallet offers for a pairing URI (SPEC section 3: mobile_link,
 * desktop_link, webapp_link), in that order, as AppKit forms them.
 *
 * @example walletLinks({ id: 'r', name: 'Rainbow', mobile_link: 'rainbow:' }, 'wc:a@2')[0]?.redirect // 'rainbow://wc?uri=wc%3Aa%402'
 */
export function walletLinks(wallet: WalletRecord, wcUri: string): WalletLink[] {
  const links: WalletLink[] = []
  if (wallet.mobile_link) links.push({ kind: 'mobile', ...nativeLink(wallet.mobile_link, wcUri) })
  if (wallet.desktop_link) links.push({ kind: 'desktop', ...nativeLink(wallet.desktop_link, wcUri) })
  if (wallet.webapp_link) links.push({ kind: 'web', ...universalLink(wallet.webapp_link, wcUri) })
  return links
}

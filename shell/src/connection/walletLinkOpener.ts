import { isOpenableWalletLink, isWalletLink, WALLETCONNECT_BUFFERING_MS, type WalletRecord } from '@portico/contracts'
import type { createDeepLinkStorage } from '../connectors/walletConnect/deepLinkStorage'
import type { createWalletConnectAtoms } from '../connectors/walletConnect/walletConnectAtoms'
import type { WalletLink } from '../connectors/walletConnect/walletLinks'
import type { ShellContext } from '../core/shellContext'

/**
 * Opens a wallet's link with the pairing URI; the link is remembered and rests 5 s (buffering). A
 * link that is not a wallet link (see walletLink) is never opened nor remembered.
 */
export function createWalletLinkOpener(
  ctx: ShellContext,
  atoms: ReturnType<typeof createWalletConnectAtoms>,
  deepLinks: ReturnType<typeof createDeepLinkStorage>,
): (wallet: WalletRecord, link: WalletLink) => void {
  let bufferingTimer: ReturnType<typeof setTimeout> | undefined
  return (wallet, link) => {
    if (!isWalletLink(link.href) || !isOpenableWalletLink(link.redirect)) {
      ctx.log.warn(`refused to open a link of ${wallet.name} that is not a wallet link`)
      return
    }
    const linking = { name: wallet.name, href: link.href }
    ctx.store.set(atoms.state, (s) => ({ ...s, wcLinking: linking, buffering: true }))
    deepLinks.save(linking)
    clearTimeout(bufferingTimer)
    bufferingTimer = setTimeout(() => ctx.store.set(atoms.state, (s) => ({ ...s, buffering: false })), WALLETCONNECT_BUFFERING_MS)
    ctx.window?.open(link.redirect, link.kind === 'web' ? '_blank' : '_self', 'noopener,noreferrer')
  }
}

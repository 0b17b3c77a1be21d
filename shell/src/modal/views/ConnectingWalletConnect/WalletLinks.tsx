import type { WalletRecord } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { walletLinks, type WalletLinkKind } from '../../../connectors/walletConnect/walletLinks'
import { useShellCore } from '../../ShellContext'

const LABELS: Record<WalletLinkKind, string> = { mobile: 'Open mobile app', desktop: 'Open desktop app', web: 'Open web app' }

/** The chosen wallet's own links with the pairing URI (mobile, desktop, web); they rest while buffering. */
export function WalletLinks({ wallet }: { wallet: WalletRecord }) {
  const core = useShellCore()
  const { wcUri, buffering, wcLinking } = useAtomValue(core.walletConnect.atoms.state)
  if (!wcUri) return null
  const links = walletLinks(wallet, wcUri)
  if (links.length === 0) return null
  return (
    <div className="button-row" aria-label={`Open ${wallet.name}`} role="group">
      {links.map((link) => (
        <button key={link.kind} type="button" className="list-item" disabled={buffering} data-linking={wcLinking?.href === link.href ? 'true' : undefined} onClick={() => core.walletConnect.openLink(wallet, link)}>
          {LABELS[link.kind]}
        </button>
      ))}
    </div>
  )
}

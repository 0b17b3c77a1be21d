import type { PluginHost, Translate } from '@portico/contracts'
import type { SocialsMessageKey } from '../../i18n/socialsCatalogue'
import { uiOf } from '../../ui'
import { StatusLine } from '../parts/StatusLine'

interface FarcasterLinkPanelProps {
  host: PluginHost
  t: Translate<SocialsMessageKey>
  /** A checked link (farcasterUriSchema): safe to draw, copy and open. */
  uri: string
}

/** The Sign In With Farcaster link three ways (QR code, copy, open) while its approval is awaited. */
export function FarcasterLinkPanel({ host, t, uri }: FarcasterLinkPanelProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(uri)
      host.notify.toast(t('linkCopied'), 'success')
    } catch (error) {
      host.log.warn('copy failed:', error)
      host.notify.toast(t('couldNotCopyLink'), 'error')
    }
  }
  const ui = uiOf(host)
  return (
    <>
      <ui.QrCode value={uri} label={t('farcasterQrCode')} size={240} testId="farcaster-qr" />
      <p className="muted small">{t('scanWithFarcaster')}</p>
      <div className="socials-actions">
        <button type="button" className="list-item" onClick={() => void copy()}>
          {t('copyLink')}
        </button>
        <a className="button" href={uri} target="_blank" rel="noopener noreferrer">
          {t('openFarcaster')}
        </a>
      </div>
      <StatusLine text={t('waitingForFarcaster')} />
    </>
  )
}

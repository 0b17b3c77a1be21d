import type { WalletRecord } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { useMessages } from '../../i18n/useMessages'
import { useShellCore } from '../../ShellContext'
import { useWalletConnect } from './walletConnectContext'
import { usePairing } from './usePairing'
import { uiKit } from '../../../ui/uiKit'

const QR_SIZE = 280

/**
 * The pairing URI as a QR code (not on a phone with a chosen wallet: its app opens instead) with a copy button, a fresh one before the old expires, and the
 * refusal with a retry. The URI is also on `data-wc-uri`, for tools that read the page.
 */
export function WalletConnectPairing({ wallet, logo, qr = true }: { wallet: WalletRecord | undefined; logo?: string | undefined; qr?: boolean }) {
  const core = useShellCore()
  const walletConnect = useWalletConnect()
  const t = useMessages()
  const { wcUri, wcError, wcRelayUnreachable } = useAtomValue(walletConnect.atoms.state)
  const error = useAtomValue(core.atoms.connectError)
  usePairing(wallet)
  // The library's words are for the developer's console, never the screen.
  useEffect(() => {
    if (error) core.log.warn('WalletConnect did not connect:', error)
  }, [core, error])

  const copy = async () => {
    if (!wcUri) return
    try {
      await navigator.clipboard.writeText(wcUri)
      core.toast.toast(t('linkCopied'), 'success')
    } catch (copyError) {
      core.log.warn('copy failed:', copyError)
      core.toast.toast(t('couldNotCopyLink'), 'error')
    }
  }

  if (wcError && wcRelayUnreachable) {
    return (
      <>
        <p className="title error" role="alert">
          {t('walletConnectRelayUnreachable')}
        </p>
        <p className="muted">{t('walletConnectRelayUnreachableHint')}</p>
        <button type="button" className="button" onClick={() => void walletConnect.connect(wallet)}>
          {t('tryAgain')}
        </button>
      </>
    )
  }

  if (wcError) {
    return (
      <>
        <p className="title error" role="alert">
          {t('connectionDeclined')}
        </p>
        <p className="muted">{t('walletConnectDeclinedHint')}</p>
        <button type="button" className="button" onClick={() => void walletConnect.connect(wallet)}>
          {t('tryAgain')}
        </button>
      </>
    )
  }

  return (
    <>
      <div className="wc-qr" data-testid="wc-qr" data-wc-uri={wcUri ?? ''} hidden={!qr}>
        {!qr ? null : wcUri ? (
          <uiKit.QrCode value={wcUri} label={t('walletConnectQrCode')} logo={logo} size={QR_SIZE} />
        ) : (
          <div className="skeleton" role="img" aria-label={t('preparingQrCode')} aria-busy="true" style={{ width: QR_SIZE, height: QR_SIZE, maxWidth: '100%', borderRadius: 24 }} />
        )}
      </div>
      {/* One caption: the view's title already names the wallet to scan with. */}
      <p className="muted" role="status">
        {wcUri ? (wallet ? '' : t('scanQrCodeWithPhone')) : t('preparingConnectionLink')}
      </p>
      <button type="button" className="list-item" style={{ justifyContent: 'center' }} onClick={() => void copy()} disabled={!wcUri}>
        {t('copyLink')}
      </button>
    </>
  )
}

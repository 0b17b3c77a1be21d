import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { useMessages } from '../../i18n/useMessages'
import { useShellCore } from '../../ShellContext'
import { WalletIcon } from '../../components/WalletIcon'
import { connectingWallet } from './connectingWallet'

/** A wallet's connection request in progress, its refusal in a wallet holder's words, and the retry. */
export function ConnectingExternalView({ connectorId }: { connectorId: string }) {
  const core = useShellCore()
  const t = useMessages()
  const announced = useAtomValue(core.atoms.announcedWallets)
  const namespaceWallets = useAtomValue(core.atoms.namespaceWallets)
  const error = useAtomValue(core.atoms.connectError)
  const declined = useAtomValue(core.atoms.connectDeclined)
  const wallet = connectingWallet(connectorId, announced, namespaceWallets)
  // Solana, Bitcoin and Polkadot wallets connect through the same view, on their own namespace.
  const namespace = wallet?.namespaceWallet?.namespace ?? 'eip155'
  const status = useAtomValue(core.atoms.connectionStatus)[namespace]
  const name = wallet?.name ?? t('yourWallet')
  const retry = () => (wallet?.namespaceWallet ? core.namespaces.connect(connectorId) : core.connection.connectAnnounced(connectorId))
  // The library's words (and its version) are for the developer, not the screen.
  useEffect(() => {
    if (error) core.log.warn(`${name} did not connect:`, error)
  }, [core, error, name])
  const failure = error ? (declined ? 'declined' : 'failed') : undefined

  return (
    <div className="view connecting-view">
      <div className={failure ? 'connecting-icon failed' : 'connecting-icon'}>
        <WalletIcon src={wallet?.icon} size={64} />
      </div>
      {failure ? (
        <>
          <p className="title error" role="alert">
            {failure === 'declined' ? t('connectionDeclined') : t('connectFailed', { name })}
          </p>
          <p className="muted">{failure === 'declined' ? t('connectionDeclinedHint') : t('connectFailedHint', { name })}</p>
          <button type="button" className="button" onClick={() => void retry()}>
            {t('tryAgain')}
          </button>
        </>
      ) : (
        <>
          <p className="title">{t('continueIn', { name })}</p>
          <p className="muted" role="status">
            {status === 'connecting' ? t('acceptConnectionRequest') : t('connecting')}
          </p>
        </>
      )}
    </div>
  )
}

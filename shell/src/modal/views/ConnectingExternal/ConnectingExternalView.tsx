import { useAtomValue } from 'jotai'
import { useMessages } from '../../i18n/useMessages'
import { useShellCore } from '../../ShellContext'
import { WalletIcon } from '../../components/WalletIcon'

/** A wallet's connection request in progress, its refusal, and the retry. */
export function ConnectingExternalView({ connectorId }: { connectorId: string }) {
  const core = useShellCore()
  const t = useMessages()
  const wallets = useAtomValue(core.atoms.announcedWallets)
  // Solana, Bitcoin and Polkadot wallets connect through the same view, on their own namespace.
  const namespaceWallet = useAtomValue(core.atoms.namespaceWallets).find((w) => w.id === connectorId)
  const error = useAtomValue(core.atoms.connectError)
  const status = useAtomValue(core.atoms.connectionStatus)[namespaceWallet?.namespace ?? 'eip155']
  const wallet = wallets.find((w) => w.info.rdns === connectorId)
  const name = wallet?.info.name ?? namespaceWallet?.name ?? t('yourWallet')
  const retry = () => (namespaceWallet ? core.namespaces.connect(connectorId) : core.connection.connectAnnounced(connectorId))

  return (
    <div className="view connecting-view">
      <div className={error ? 'connecting-icon failed' : 'connecting-icon'}>
        <WalletIcon src={wallet?.info.icon ?? namespaceWallet?.icon} size={64} />
      </div>
      {error ? (
        <>
          <p className="title error" role="alert">
            {t('connectionDeclined')}
          </p>
          <p className="muted">{t('connectionDeclinedHint')}</p>
          <p className="muted small">{error}</p>
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

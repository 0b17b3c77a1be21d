import { formatNumber, truncateAddress, type PluginHost } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { sendTokens } from '../../actions/sendTokens'
import type { SendAtoms } from '../../atoms'
import { sendStyles } from '../styles'
import { TokenIcon } from '../TokenIcon'

/** What is about to be sent, to whom, on which network and for what fee; Send asks the wallet. */
export function createWalletSendPreviewView(host: PluginHost, atoms: SendAtoms) {
  return function WalletSendPreviewView() {
    const token = useAtomValue(atoms.token)
    const amount = useAtomValue(atoms.sendTokenAmount)
    const receiverAddress = useAtomValue(atoms.receiverAddress)
    const receiverProfileName = useAtomValue(atoms.receiverProfileName)
    const gasPriceInUSD = useAtomValue(atoms.gasPriceInUSD)
    const loading = useAtomValue(atoms.loading)
    const network = useAtomValue(host.atoms.network)
    if (!token || !amount || !receiverAddress) {
      return (
        <p className="view muted" role="alert">
          Nothing to send yet.
        </p>
      )
    }
    return (
      <div className="view send-preview" style={{ alignItems: 'center', textAlign: 'center' }}>
        <style>{sendStyles}</style>
        <TokenIcon token={token} />
        <p className="title" data-testid="send-preview-amount">
          {amount} {token.symbol}
        </p>
        <p className="muted">${formatNumber(Number.parseFloat(amount) * token.price)}</p>
        <dl className="preview-list" style={{ width: '100%' }}>
          <dt>To</dt>
          <dd data-testid="send-preview-receiver" title={receiverAddress}>
            {receiverProfileName ? `${receiverProfileName} (${truncateAddress(receiverAddress)})` : truncateAddress(receiverAddress)}
          </dd>
          <dt>Network</dt>
          <dd>{network?.name}</dd>
          <dt>Network fee</dt>
          <dd>{gasPriceInUSD === undefined ? '-' : `$${formatNumber(gasPriceInUSD)}`}</dd>
        </dl>
        <p className="muted small">Review the transaction carefully in your wallet.</p>
        <div className="button-row">
          <button type="button" className="list-item" onClick={() => host.router.goBack()}>
            Cancel
          </button>
          <button type="button" className="button" disabled={loading} onClick={() => void sendTokens(host, atoms)}>
            Send
          </button>
        </div>
      </div>
    )
  }
}

import { truncateAddress, type PluginHost } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import type { OnrampAtoms } from '../../atoms'

/** The purchase continues in the provider's window; from here, buy more or go back to the account. */
export function createBuyInProgressView(host: PluginHost, atoms: OnrampAtoms) {
  return function BuyInProgressView() {
    const provider = useAtomValue(atoms.selectedProvider)
    const url = useAtomValue(atoms.providerUrl)
    const account = useAtomValue(host.atoms.account)
    const network = useAtomValue(host.atoms.network)
    if (!provider || !url) {
      return (
        <div className="view connecting-view">
          <p className="muted" role="status">
            No purchase in progress.
          </p>
          <button type="button" className="button" onClick={() => host.router.replace('OnRampProviders')}>
            Buy crypto
          </button>
        </div>
      )
    }
    return (
      <div className="view connecting-view" data-testid="onramp-in-progress">
        <p className="title">Continue in {provider.label}</p>
        <p className="muted">
          Your purchase continues in the {provider.label} window. Once it completes, the crypto arrives at{' '}
          <span title={account.address}>{account.address ? truncateAddress(account.address) : 'your wallet'}</span>
          {network ? ` on ${network.name}` : ''}.
        </p>
        {/* A blocked popup leaves the user here: the link opens the same page on their click. */}
        <a className="link small" href={url} target="_blank" rel="noopener noreferrer" data-testid="onramp-provider-link">
          Window did not open? Open {provider.label}
        </a>
        <div className="button-row">
          <button type="button" className="list-item" onClick={() => host.router.reset('Account')}>
            Back to account
          </button>
          <button type="button" className="button" onClick={() => host.router.goBack()}>
            Buy more
          </button>
        </div>
      </div>
    )
  }
}

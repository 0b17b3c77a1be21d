import { truncateAddress, type PluginHost } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import type { OnrampAtoms } from '../../atoms'
import { onrampCatalogue } from '../../i18n/onrampCatalogue'

/** The purchase continues in the provider's window; from here, buy more or go back to the account. */
export function createBuyInProgressView(host: PluginHost, atoms: OnrampAtoms) {
  return function BuyInProgressView() {
    const provider = useAtomValue(atoms.selectedProvider)
    const url = useAtomValue(atoms.providerUrl)
    const account = useAtomValue(host.atoms.account)
    const network = useAtomValue(host.atoms.network)
    const t = useAtomValue(host.i18n.translator(onrampCatalogue))
    if (!provider || !url) {
      return (
        <div className="view connecting-view">
          <p className="muted" role="status">
            {t('noPurchase')}
          </p>
          <button type="button" className="button" onClick={() => host.router.replace('OnRampProviders')}>
            {t('buyCrypto')}
          </button>
        </div>
      )
    }
    return (
      <div className="view connecting-view" data-testid="onramp-in-progress">
        <p className="title">{t('continueIn', { provider: provider.label })}</p>
        <p className="muted" title={account.address}>
          {t('purchaseContinues', {
            provider: provider.label,
            address: account.address ? truncateAddress(account.address) : t('yourWallet'),
            network: network?.name ?? 'none',
          })}
        </p>
        {/* A blocked popup leaves the user here: the link opens the same page on their click. */}
        <a className="link small" href={url} target="_blank" rel="noopener noreferrer" data-testid="onramp-provider-link">
          {t('windowDidNotOpen', { provider: provider.label })}
        </a>
        <div className="button-row">
          <button type="button" className="list-item" onClick={() => host.router.reset('Account')}>
            {t('backToAccount')}
          </button>
          <button type="button" className="button" onClick={() => host.router.goBack()}>
            {t('buyMore')}
          </button>
        </div>
      </div>
    )
  }
}

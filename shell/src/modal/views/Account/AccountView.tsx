import { BALANCE_CHAINS, localizeDecimal, truncateAddress, type ChainNamespace } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import type { ModalMessageKey } from '../../i18n/modalCatalogue'
import { useLocale, useMessages } from '../../i18n/useMessages'
import { PluginTextView } from '../../i18n/usePluginText'
import { useShellCore } from '../../ShellContext'
import { WalletIcon } from '../../components/WalletIcon'
import { AccountTabs } from './AccountTabs'
import { accountTabs } from './accountTabs'
import { walletFeatureEntries } from './walletFeatureEntries'

const FEATURE_LABELS: Record<string, ModalMessageKey> = { onramp: 'feature.onramp', swaps: 'feature.swaps', receive: 'feature.receive', send: 'feature.send' }

/** Connected state: address, balance, network, the wallet features and disconnect. */
export function AccountView() {
  const core = useShellCore()
  const account = useAtomValue(core.atoms.account)
  const network = useAtomValue(core.atoms.network)
  const plugins = useAtomValue(core.atoms.plugins)
  const entries = walletFeatureEntries(plugins)
  const t = useMessages()
  const locale = useLocale()
  const featureLabel = (id: string) => {
    const key = FEATURE_LABELS[id]
    return key ? t(key) : id
  }

  return (
    <div className="view account-view">
      <WalletIcon src={account.profileImage ?? account.connectedWalletInfo?.icon} size={64} />
      <p className="title" data-testid="account-address" title={account.address}>
        {account.profileName ?? (account.address ? truncateAddress(account.address) : '')}
      </p>
      {/* Balances exist only on the balance chains (SPEC section 9): no endless skeleton elsewhere. */}
      {network && !(BALANCE_CHAINS as readonly ChainNamespace[]).includes(network.chainNamespace) ? null : (
        <p className="balance" data-testid="account-balance">
          {account.balance === undefined ? <span className="skeleton">{t('loadingBalance')}</span> : <bdi>{`${localizeDecimal(account.balance, locale)} ${account.balanceSymbol ?? ''}`}</bdi>}
        </p>
      )}
      <button type="button" className="link" data-testid="account-network" aria-label={network ? t('switchNetworkLabel', { name: network.name }) : t('switchNoNetworkLabel')} onClick={() => core.modal.push('Networks')}>
        {network?.name}
      </button>
      <ul className="feature-list" aria-label={t('walletFeatures')}>
        {entries.map((entry) => (
          <li key={entry.kind === 'action' ? `${entry.pluginId}-${entry.action.view}` : entry.pluginId}>
            {entry.kind === 'action' ? (
              <button type="button" className="list-item" data-opens={entry.action.view} onClick={() => core.modal.push(entry.action.view)}>
                {entry.action.icon ? <span className="feature-icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: entry.action.icon }} /> : null}
                <span className="list-item-name">
                  <PluginTextView text={entry.action.label} />
                </span>
              </button>
            ) : entry.kind === 'loading' ? (
              <div className="list-item skeleton" aria-busy="true">
                {featureLabel(entry.pluginId)}
              </div>
            ) : (
              <div className="list-item unavailable" title={entry.reason}>
                <span className="list-item-name">{t('featureUnavailable', { feature: featureLabel(entry.pluginId) })}</span>
                <button type="button" className="link" onClick={() => void core.plugins.retry(entry.pluginId)}>
                  {t('retry')}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <AccountTabs tabs={accountTabs(plugins)} />
      <button type="button" className="list-item disconnect" onClick={() => void core.connection.disconnect()}>
        {t('disconnect')}
      </button>
    </div>
  )
}

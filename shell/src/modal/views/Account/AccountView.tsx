import { BALANCE_CHAINS, truncateAddress, type ChainNamespace } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { useShellCore } from '../../ShellContext'
import { WalletIcon } from '../../components/WalletIcon'
import { AccountTabs } from './AccountTabs'
import { accountTabs } from './accountTabs'
import { walletFeatureEntries } from './walletFeatureEntries'

const FEATURE_LABELS: Record<string, string> = { onramp: 'Buy', swaps: 'Swap', receive: 'Receive', send: 'Send' }

/** Connected state: address, balance, network, the wallet features and disconnect. */
export function AccountView() {
  const core = useShellCore()
  const account = useAtomValue(core.atoms.account)
  const network = useAtomValue(core.atoms.network)
  const plugins = useAtomValue(core.atoms.plugins)
  const entries = walletFeatureEntries(plugins)

  return (
    <div className="view account-view">
      <WalletIcon src={account.profileImage ?? account.connectedWalletInfo?.icon} size={64} />
      <p className="title" data-testid="account-address" title={account.address}>
        {account.profileName ?? (account.address ? truncateAddress(account.address) : '')}
      </p>
      {/* Balances exist only on the balance chains (SPEC section 9): no endless skeleton elsewhere. */}
      {network && !(BALANCE_CHAINS as readonly ChainNamespace[]).includes(network.chainNamespace) ? null : (
        <p className="balance" data-testid="account-balance">
          {account.balance === undefined ? <span className="skeleton">Loading balance</span> : `${account.balance} ${account.balanceSymbol ?? ''}`}
        </p>
      )}
      <button type="button" className="link" data-testid="account-network" aria-label={`Network: ${network?.name ?? 'none'}. Switch network`} onClick={() => core.modal.push('Networks')}>
        {network?.name}
      </button>
      <ul className="feature-list" aria-label="Wallet features">
        {entries.map((entry) => (
          <li key={entry.kind === 'action' ? `${entry.pluginId}-${entry.action.view}` : entry.pluginId}>
            {entry.kind === 'action' ? (
              <button type="button" className="list-item" data-opens={entry.action.view} onClick={() => core.modal.push(entry.action.view)}>
                {entry.action.icon ? <span className="feature-icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: entry.action.icon }} /> : null}
                <span className="list-item-name">{entry.action.label}</span>
              </button>
            ) : entry.kind === 'loading' ? (
              <div className="list-item skeleton" aria-busy="true">
                {FEATURE_LABELS[entry.pluginId] ?? entry.pluginId}
              </div>
            ) : (
              <div className="list-item unavailable" title={entry.reason}>
                <span className="list-item-name">{FEATURE_LABELS[entry.pluginId] ?? entry.pluginId} unavailable</span>
                <button type="button" className="link" onClick={() => void core.plugins.retry(entry.pluginId)}>
                  Retry
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <AccountTabs tabs={accountTabs(plugins)} />
      <button type="button" className="list-item disconnect" onClick={() => void core.connection.disconnect()}>
        Disconnect
      </button>
    </div>
  )
}

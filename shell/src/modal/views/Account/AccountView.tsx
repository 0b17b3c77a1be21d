import { BALANCE_CHAINS, localizeDecimal, truncateAddress, type ChainNamespace } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import type { Atom } from 'jotai/vanilla'
import { useEffect } from 'react'
import { useLocale, useMessages } from '../../i18n/useMessages'
import { useShellCore } from '../../ShellContext'
import { NetworkLogo } from '../../components/NetworkLogo'
import { WalletIcon } from '../../components/WalletIcon'
import { uiKit } from '../../../ui/uiKit'
import { PluginEntryButton } from '../PluginView/PluginEntryButton'
import { PluginUnavailable } from '../PluginView/PluginUnavailable'
import { AccountTabs } from './AccountTabs'
import { AccountTypeRow } from './AccountTypeRow'
import { accountTabs } from './accountTabEntries'
import { walletFeatureEntries } from './walletFeatureEntries'

/** Who the embedded wallet belongs to, under its address: the social username, or the email. */
function EmbeddedIdentity(props: { email: Atom<string | undefined>; socialUsername: Atom<string | undefined> }) {
  const email = useAtomValue(props.email)
  const socialUsername = useAtomValue(props.socialUsername)
  if (socialUsername) {
    return (
      <p className="muted" data-testid="account-social-username">
        {socialUsername}
      </p>
    )
  }
  return email ? (
    <p className="muted" data-testid="account-email">
      {email}
    </p>
  ) : null
}

/** Connected state: address, balance, network, the wallet features and disconnect. */
export function AccountView() {
  const core = useShellCore()
  const account = useAtomValue(core.atoms.account)
  const network = useAtomValue(core.atoms.network)
  const plugins = useAtomValue(core.atoms.plugins)
  const namespace = network?.chainNamespace
  const connectorType = useAtomValue(core.atoms.activeConnector)?.type
  const entries = walletFeatureEntries(plugins, namespace, connectorType, account.profileName, network?.caipNetworkId)
  // The plugins that show here load now: their entries are on screen.
  useEffect(() => core.plugins.reach('account', namespace, connectorType ?? ''), [core, namespace, connectorType, plugins])
  const t = useMessages()
  const locale = useLocale()

  return (
    <div className="view account-view">
      {/* The account's own avatar (or its profile image), the wallet that holds it as a badge. */}
      <div className="account-identity">
        {account.profileImage ? <WalletIcon src={account.profileImage} size={64} /> : <uiKit.Avatar address={account.address ?? ''} size={64} />}
        {account.connectedWalletInfo?.icon ? (
          <span className="account-wallet-badge">
            <WalletIcon src={account.connectedWalletInfo.icon} size={24} />
          </span>
        ) : null}
      </div>
      {/* A profile name may come from the network at any length: cut with an ellipsis, whole in the title. */}
      <p className="title truncate" data-testid="account-address" title={account.profileName ? `${account.profileName} (${account.address ?? ''})` : account.address}>
        {account.profileName ?? (account.address ? truncateAddress(account.address) : '')}
      </p>
      {connectorType === 'AUTH' && core.embeddedWallet ? <EmbeddedIdentity email={core.embeddedWallet.auth.email} socialUsername={core.embeddedWallet.socialUsername} /> : null}
      {connectorType === 'AUTH' && namespace === 'eip155' ? <AccountTypeRow /> : null}
      {/* Balances exist only on the balance chains (SPEC section 9): no endless skeleton elsewhere. */}
      {network && !(BALANCE_CHAINS as readonly ChainNamespace[]).includes(network.chainNamespace) ? null : (
        <p className="balance balance-large" data-testid="account-balance">
          {account.balance === undefined ? (
            <span className="skeleton">{t('loadingBalance')}</span>
          ) : (
            <bdi>
              {localizeDecimal(account.balance, locale)} <span className="balance-symbol">{account.balanceSymbol ?? ''}</span>
            </bdi>
          )}
        </p>
      )}
      <button type="button" className="link account-network" data-testid="account-network" aria-label={network ? t('switchNetworkLabel', { name: network.name }) : t('switchNoNetworkLabel')} onClick={() => core.modal.push('Networks')}>
        {network ? <NetworkLogo network={network} size={20} /> : null}
        {network?.name}
      </button>
      {/* One row of icon buttons: the tabs and Disconnect stay above the fold. */}
      <ul className="action-tiles" aria-label={t('walletFeatures')}>
        {entries.map((entry) => (
          <li key={entry.kind === 'action' ? `${entry.pluginId}-${entry.action.view}` : entry.pluginId} className={entry.kind === 'action' ? undefined : 'action-tiles-wide'}>
            {entry.kind === 'action' ? (
              <PluginEntryButton pluginId={entry.pluginId} entry={entry.action} description={plugins[entry.pluginId]?.description} variant="tile" />
            ) : (
              <PluginUnavailable pluginId={entry.pluginId} reason={entry.reason} label={entry.label} description={plugins[entry.pluginId]?.description} />
            )}
          </li>
        ))}
      </ul>
      <AccountTabs tabs={accountTabs(plugins, namespace)} />
      <button type="button" className="list-item disconnect" onClick={() => void core.connection.disconnect()}>
        {t('disconnect')}
      </button>
    </div>
  )
}

import { displayedTokenBalance, isImageUrl, sendTokenArguments, UserMessages, type TokenBalance } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { loadAccountTokenBalances } from '../../../../account/tokens/loadAccountTokenBalances'
import { tokenBalancesState } from '../../../../account/tokens/tokenBalancesState'
import { useLocale, useMessages, useShownMessage } from '../../../i18n/useMessages'
import { useShellCore } from '../../../ShellContext'
import { uiKit } from '../../../../ui/uiKit'

/** A price feed that knows nothing of a token gives it 0: its worth is unknown, not $0.00 (testnets are worth 0.00 by the spec). */
const worthUnknown = (balance: TokenBalance, testnet: boolean) => !testnet && balance.price === 0 && !balance.value

function TokenRowContent({ balance, testnet }: { balance: TokenBalance; testnet: boolean }) {
  const locale = useLocale()
  const t = useMessages()
  const { quantity, valueInUSD } = displayedTokenBalance(balance, { testnet, locale })
  return (
    <>
      {/* An http(s) image from the data only, never a data URI or a script URL; else the letter badge. */}
      <uiKit.Logo src={isImageUrl(balance.iconUrl) ? balance.iconUrl : undefined} name={balance.symbol} size={32} />
      <span className="list-item-name" style={{ minWidth: 0, textAlign: 'start' }}>
        <span data-testid="token-name">{balance.name}</span>
        <br />
        <span className="muted small" data-testid="token-quantity">
          <bdi>{`${quantity} ${balance.symbol}`}</bdi>
        </span>
      </span>
      <span className="muted small" data-testid="token-value">
        {worthUnknown(balance, testnet) ? '—' : t('tokenValueInUSD', { amount: valueInUSD })}
      </span>
    </>
  )
}

/**
 * The Account view's Tokens tab (SPEC sections 2, 3, 5, 9): the account's token balances on the
 * active network, read on arrival (kept 30 s); a token opens the view a plugin's token action names
 * (its description's `slots.tokenAction`) with it, when a plugin on offers one.
 * A lazy chunk of the modal, loaded with the Account view.
 */
export function TokensTab() {
  const core = useShellCore()
  const state = tokenBalancesState(core.store)
  const { caipAddress } = useAtomValue(core.atoms.account)
  const network = useAtomValue(core.atoms.network)
  const plugins = useAtomValue(core.atoms.plugins)
  const result = useAtomValue(state.result)
  const t = useMessages()
  const shown = useShownMessage()

  useEffect(() => {
    if (!caipAddress) return
    void loadAccountTokenBalances({ store: core.store, atoms: core.atoms, blockchain: core.api.blockchain, rpc: core.walletRpc, log: core.log }, state)
  }, [caipAddress])

  // A plugin on whose description offers a token action opens it: without one a token is not a button.
  const tokenAction = Object.values(plugins).find((plugin) => plugin?.description?.slots.tokenAction)?.description?.slots.tokenAction
  const current = result?.caipAddress === caipAddress ? result : undefined
  if (current && 'unavailable' in current) {
    return (
      <p className="muted" role="alert" data-testid="tokens-unavailable" style={{ textAlign: 'center' }}>
        {shown(UserMessages.TOKEN_BALANCE_UNAVAILABLE)}
      </p>
    )
  }
  if (!current) return caipAddress ? <div className="list-item skeleton" role="status" aria-label={t('loadingTokens')} /> : null
  if (current.balances.length === 0) {
    return (
      <p className="muted" style={{ textAlign: 'center' }}>
        {t('noTokens')}
      </p>
    )
  }
  const testnet = network?.testnet === true
  return (
    <ul className="wallet-list" aria-label={t('yourTokens')} data-testid="token-list">
      {current.balances.map((balance) => (
        <li key={balance.address ?? 'native'} data-testid="token">
          {tokenAction ? (
            <button type="button" className="list-item" onClick={() => core.modal.push(tokenAction.view, sendTokenArguments(balance))}>
              <TokenRowContent balance={balance} testnet={testnet} />
            </button>
          ) : (
            <div className="list-item" style={{ cursor: 'default' }}>
              <TokenRowContent balance={balance} testnet={testnet} />
            </div>
          )}
        </li>
      ))}
    </ul>
  )
}

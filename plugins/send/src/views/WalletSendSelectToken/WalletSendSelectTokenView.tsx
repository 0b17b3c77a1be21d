import { balanceInUSD, formatBalance, formatNumber, localizeDecimal, type PluginHost } from '@portico/contracts'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import type { SendAtoms } from '../../atoms'
import { loadTokenBalances } from '../../balances/loadTokenBalances'
import { updateGasPriceInUSD } from '../../gas/loadGasPrice'
import { sendCatalogue } from '../../i18n/sendCatalogue'
import { sendStylesRef } from '../styles'
import { uiOf } from '../../ui'

/** The token list of the Send flow, searchable by name or symbol; a pick goes back to Send. */
export function createWalletSendSelectTokenView(host: PluginHost, atoms: SendAtoms) {
  const { Logo } = uiOf(host)
  return function WalletSendSelectTokenView() {
    const balances = useAtomValue(atoms.tokenBalances)
    const loading = useAtomValue(atoms.loading)
    const selected = useAtomValue(atoms.token)
    const setToken = useSetAtom(atoms.token)
    const setAmount = useSetAtom(atoms.sendTokenAmount)
    const [search, setSearch] = useState('')
    const t = useAtomValue(host.i18n.translator(sendCatalogue))
    const locale = useAtomValue(host.i18n.locale)

    useEffect(() => {
      void loadTokenBalances(host, atoms)
    }, [])

    const query = search.trim().toLowerCase()
    const shown = balances.filter((b) => !query || b.name.toLowerCase().includes(query) || b.symbol.toLowerCase().includes(query))
    return (
      <div ref={sendStylesRef} className="view">
        <input className="send-input" type="search" placeholder={t('searchToken')} aria-label={t('searchToken')} value={search} onChange={(e) => setSearch(e.target.value)} />
        {loading && balances.length === 0 ? <div className="list-item skeleton" role="status" aria-label={t('loadingTokens')} /> : null}
        {!loading && shown.length === 0 ? <p className="muted">{t('noTokens')}</p> : null}
        <ul className="wallet-list" aria-label={t('yourTokens')}>
          {shown.map((balance) => (
            <li key={balance.address ?? 'native'}>
              <button
                type="button"
                className="list-item"
                aria-current={selected?.address === balance.address && selected?.symbol === balance.symbol}
                onClick={() => {
                  if (selected?.symbol !== balance.symbol || selected.address !== balance.address) setAmount(undefined)
                  setToken(balance)
                  updateGasPriceInUSD(host, atoms)
                  host.router.goBack()
                }}
              >
                <Logo src={balance.iconUrl} name={balance.symbol} size={24} />
                <span className="list-item-name">
                  {balance.name}
                  <br />
                  <span className="muted small" data-testid={`token-balance-${balance.symbol}`}>
                    {localizeDecimal(formatBalance(balance.quantity.numeric), locale)} {balance.symbol}
                  </span>
                </span>
                <span className="muted small">{t('usd', { amount: formatNumber(balanceInUSD(balance), locale) })}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    )
  }
}

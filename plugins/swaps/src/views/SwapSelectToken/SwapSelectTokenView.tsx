import { useAtomValue } from 'jotai'
import { useState } from 'react'
import type { SwapToken } from '../../api/schemas'
import { swapsCatalogue } from '../../i18n/swapsCatalogue'
import type { SwapsContext } from '../../swapsContext'
import { showAmount } from '../QuoteDetails'
import { swapStylesRef } from '../styles'
import { uiOf } from '../../ui'

/** Tokens whose name, symbol or address contains the search (any case). */
export const matchesSearch = (token: SwapToken, search: string): boolean => {
  const query = search.trim().toLowerCase()
  return !query || [token.name, token.symbol, token.address].some((text) => text.toLowerCase().includes(query))
}

/**
 * The convert API's token list, searchable: the account's tokens (a balance above zero) first,
 * then the others. Opened with `{ target: 'source' | 'to' }`; picking the other side's token swaps
 * the two; a pick goes back to Swap.
 */
export function createSwapSelectTokenView({ host, atoms }: SwapsContext) {
  const { Logo } = uiOf(host)
  return function SwapSelectTokenView() {
    const route = useAtomValue(host.atoms.route)
    const tokens = useAtomValue(atoms.tokens)
    const balances = useAtomValue(atoms.balances)
    const source = useAtomValue(atoms.sourceToken)
    const to = useAtomValue(atoms.toToken)
    const [search, setSearch] = useState('')
    const t = useAtomValue(host.i18n.translator(swapsCatalogue))
    const locale = useAtomValue(host.i18n.locale)
    const target = route.arguments?.target === 'to' ? 'to' : 'source'
    const [selected, other] = target === 'to' ? [to, source] : [source, to]

    const pick = (token: SwapToken) => {
      const [mine, theirs] = target === 'to' ? [atoms.toToken, atoms.sourceToken] : [atoms.sourceToken, atoms.toToken]
      if (other?.address === token.address) host.store.set(theirs, selected)
      host.store.set(mine, token)
      host.router.goBack()
    }
    const shown = tokens.filter((token) => matchesSearch(token, search))
    const owned = shown.filter((token) => (balances[token.address] ?? 0n) > 0n)
    const rest = shown.filter((token) => !owned.includes(token))
    const list = (items: readonly SwapToken[], label: string) =>
      items.length === 0 ? null : (
        <>
          <p className="muted small" style={{ textAlign: 'start', margin: 0 }}>
            {label}
          </p>
          <ul className="wallet-list" aria-label={label}>
            {items.map((token) => (
              <li key={token.address}>
                <button type="button" className="list-item" aria-current={selected?.address === token.address} onClick={() => pick(token)}>
                  <Logo src={token.logoUri} name={token.symbol} size={24} />
                  <span className="list-item-name">
                    {token.symbol}
                    <br />
                    <span className="muted small">{token.name}</span>
                  </span>
                  {balances[token.address] !== undefined ? (
                    <span className="muted small" data-testid={`swap-token-balance-${token.symbol}`}>
                      {showAmount(balances[token.address] ?? 0n, token, locale)}
                    </span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        </>
      )
    return (
      <div ref={swapStylesRef} className="view">
        <input className="swap-search" type="search" placeholder={t('searchToken')} aria-label={t('searchToken')} value={search} onChange={(e) => setSearch(e.target.value)} />
        {tokens.length === 0 ? <div className="list-item skeleton" role="status" aria-label={t('loadingTokens')} /> : null}
        {tokens.length > 0 && shown.length === 0 ? <p className="muted">{t('noTokens')}</p> : null}
        {list(owned, t('yourTokens'))}
        {list(rest, t('allTokens'))}
      </div>
    )
  }
}

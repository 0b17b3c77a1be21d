import type { Locale, PluginHost } from '@portico/contracts'
import type { SwapToken } from '../../api/schemas'
import { uiOf } from '../../ui'
import { showAmount } from '../QuoteDetails'

/** One side of the review, large: the token's logo, the amount with its symbol, and its worth in USD. */
export function SwapLeg(props: { host: PluginHost; label: string; token: SwapToken; amount: bigint; usd: string; locale: Locale; testId: string }) {
  const { Logo } = uiOf(props.host)
  return (
    <div className="swap-leg">
      <Logo src={props.token.logoUri} name={props.token.symbol} size={40} />
      <div className="swap-leg-text">
        <span className="swap-leg-label">{props.label}</span>
        <span className="swap-leg-amount" data-testid={props.testId}>
          {showAmount(props.amount, props.token, props.locale)}
        </span>
        {props.usd ? <span className="swap-leg-usd">{props.usd}</span> : null}
      </div>
    </div>
  )
}

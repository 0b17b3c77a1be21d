import { useAtomValue } from 'jotai'
import type { QuoteState } from '../../atoms'
import { quoteFigures, type QuoteFigures } from '../../quote/quoteFigures'
import { quoteKey } from '../../quote/refreshQuote'
import type { SwapsContext } from '../../swapsContext'
import { swapButtonState, type SwapButtonState } from '../../validation/swapButtonState'

export interface UseSwapQuoteReturnType {
  /** What the Swap button says (and whether it leads to the review). */
  state: SwapButtonState
  /** The quote answering the current inputs, if it is in. */
  ready: Extract<QuoteState, { status: 'ready' }> | undefined
  /** Its rate, impact, minimum and fee, when ready. */
  figures: QuoteFigures | undefined
}

/** Where the quote for the draft as it stands is, and its figures once it answers these inputs. */
export function useSwapQuote({ host, atoms }: Pick<SwapsContext, 'host' | 'atoms'>): UseSwapQuoteReturnType {
  const source = useAtomValue(atoms.sourceToken)
  const to = useAtomValue(atoms.toToken)
  const amount = useAtomValue(atoms.sourceTokenAmount)
  const balances = useAtomValue(atoms.balances)
  const prices = useAtomValue(atoms.prices)
  const gasPrice = useAtomValue(atoms.gasPrice)
  const quote = useAtomValue(atoms.quote)
  const network = useAtomValue(host.atoms.network)
  // The quote key includes the account: a switch re-renders and re-keys.
  useAtomValue(host.atoms.account)
  const key = quoteKey(host, atoms)
  const state = swapButtonState({ source, to, amount, balance: source ? balances[source.address] : undefined, quote, quoteKey: key })
  const ready = quote.status === 'ready' && quote.key === key && source && to ? quote : undefined
  const figures =
    ready && source && to
      ? quoteFigures({ source, to, fromAmount: ready.fromAmount, toAmount: ready.toAmount, prices, nativeSymbol: network?.nativeCurrency.symbol ?? 'ETH', gasPrice })
      : undefined
  return { state, ready, figures }
}

import type { SwapToken } from '../api/schemas'
import type { QuoteState } from '../atoms'
import { toBaseUnits } from '../math/baseUnits'

/** What the Swap view's button says, and whether it moves on to the review. */
export type SwapButtonState = 'SELECT_TOKEN' | 'ENTER_AMOUNT' | 'INSUFFICIENT_BALANCE' | 'GETTING_QUOTE' | 'QUOTE_FAILED' | 'REVIEW'

/**
 * The button's state for the draft: tokens first, then a positive amount within the balance (the
 * native token's gas is settled when the swap is built), then a quote for exactly these inputs.
 * @example swapButtonState({ source, to, amount: '1', balance: 0n, quote, quoteKey }) // 'INSUFFICIENT_BALANCE'
 */
export function swapButtonState(args: {
  source: SwapToken | undefined
  to: SwapToken | undefined
  amount: string
  balance: bigint | undefined
  quote: QuoteState
  quoteKey: string | undefined
}): SwapButtonState {
  if (!args.source || !args.to) return 'SELECT_TOKEN'
  const amount = toBaseUnits(args.amount, args.source.decimals)
  if (!amount) return 'ENTER_AMOUNT'
  if (args.balance !== undefined && amount > args.balance) return 'INSUFFICIENT_BALANCE'
  const { quote } = args
  if (quote.status === 'failed' && quote.key === args.quoteKey) return 'QUOTE_FAILED'
  if (quote.status === 'ready' && quote.key === args.quoteKey) return 'REVIEW'
  return 'GETTING_QUOTE'
}

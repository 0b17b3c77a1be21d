import type { SwapQuote, SwapToken } from '../api/schemas'
import { toTokens } from '../math/baseUnits'

/** The default largest gap, in percent, between a quote's USD value out and in. */
export const DEFAULT_SWAP_MAX_PRICE_DEVIATION = 10

/** Why a quote was refused: it answers another request, or its price is far from the market's. */
export type QuoteRefusal = { kind: 'mismatch'; reason: string } | { kind: 'deviation'; percent: number }

/** A quote that must not be shown; `refusal` says why. */
export class QuoteRefusedError extends Error {
  override name = 'QuoteRefusedError'
  constructor(readonly refusal: QuoteRefusal) {
    super(refusal.kind === 'mismatch' ? `quote refused: ${refusal.reason}` : `quote refused: ${refusal.percent.toFixed(1)}% from the market price`)
  }
}

const sameAccount = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * Checks a quote against what was asked: the same input token and amount, the asked output token,
 * a positive output; and, when both fungible prices are known (by symbol, upper case), an output
 * worth within `maxDeviation` percent of the input. Throws QuoteRefusedError otherwise.
 * @example checkQuote(quote, { source: ETH, to: PUSD, amount: 10n ** 18n }, { ETH: 2000, PUSD: 1 }) // ok
 */
export function checkQuote(
  quote: SwapQuote,
  asked: { source: SwapToken; to: SwapToken; amount: bigint },
  prices: Readonly<Record<string, number>>,
  maxDeviation: number = DEFAULT_SWAP_MAX_PRICE_DEVIATION,
): void {
  const mismatch = (reason: string) => new QuoteRefusedError({ kind: 'mismatch', reason })
  if (!sameAccount(quote.fromAccount, asked.source.address)) throw mismatch(`it sells ${quote.fromAccount}, not ${asked.source.address}`)
  if (!sameAccount(quote.toAccount, asked.to.address)) throw mismatch(`it buys ${quote.toAccount}, not ${asked.to.address}`)
  if (quote.fromAmount !== asked.amount) throw mismatch(`it sells ${quote.fromAmount}, not ${asked.amount}`)
  if (quote.toAmount <= 0n) throw mismatch('it buys nothing')
  const [fromPrice, toPrice] = [prices[asked.source.symbol.toUpperCase()], prices[asked.to.symbol.toUpperCase()]]
  if (!fromPrice || !toPrice) return
  const valueIn = toTokens(quote.fromAmount, asked.source.decimals) * fromPrice
  const valueOut = toTokens(quote.toAmount, asked.to.decimals) * toPrice
  const percent = Math.abs(valueOut / valueIn - 1) * 100
  // The shell passes the option unchecked: anything but a percent keeps the default.
  const limit = Number.isFinite(maxDeviation) && maxDeviation >= 0 ? maxDeviation : DEFAULT_SWAP_MAX_PRICE_DEVIATION
  if (!(percent <= limit)) throw new QuoteRefusedError({ kind: 'deviation', percent })
}

import { describe, expect, it } from 'vitest'
import { ETH, PEUR, PUSD } from '../testing/swapsTestHost'
import { checkQuote, QuoteRefusedError } from './checkQuote'

const asked = { source: ETH, to: PUSD, amount: 10n ** 18n }
const quote = { fromAmount: 10n ** 18n, fromAccount: ETH.address, toAmount: 1_950_000_000n, toAccount: PUSD.address }
const prices = { ETH: 2000, PUSD: 1 }
const refusal = (run: () => void) => {
  try {
    run()
  } catch (error) {
    if (error instanceof QuoteRefusedError) return error.refusal
    throw error
  }
  return undefined
}

describe('checkQuote', () => {
  it('passes a quote for the request within 10 % of the market, and any quote without both prices', () => {
    expect(refusal(() => checkQuote(quote, asked, prices))).toBeUndefined()
    expect(refusal(() => checkQuote({ ...quote, toAmount: 10n ** 12n }, asked, { ETH: 2000 }))).toBeUndefined()
  })

  it('refuses a huge quote and a tiny one, with how far they are', () => {
    expect(refusal(() => checkQuote({ ...quote, toAmount: 1_200_000_000_000_000_000_000_000_000_000n }, asked, prices))).toMatchObject({ kind: 'deviation' })
    expect(refusal(() => checkQuote({ ...quote, toAmount: 1_700_000_000n }, asked, prices))).toEqual({ kind: 'deviation', percent: expect.closeTo(15, 6) })
    expect(refusal(() => checkQuote({ ...quote, toAmount: 1_700_000_000n }, asked, prices, 20))).toBeUndefined()
    expect(refusal(() => checkQuote({ ...quote, toAmount: 1_700_000_000n }, asked, prices, Number.NaN))).toMatchObject({ kind: 'deviation' })
  })

  it('refuses a quote for another output token, input token or amount, or for nothing', () => {
    expect(refusal(() => checkQuote({ ...quote, toAccount: PEUR.address }, asked, prices))).toMatchObject({ kind: 'mismatch' })
    expect(refusal(() => checkQuote({ ...quote, fromAccount: PUSD.address }, asked, prices))).toMatchObject({ kind: 'mismatch' })
    expect(refusal(() => checkQuote({ ...quote, fromAmount: 2n * 10n ** 18n }, asked, prices))).toMatchObject({ kind: 'mismatch' })
    expect(refusal(() => checkQuote({ ...quote, toAmount: 0n }, asked, {}))).toMatchObject({ kind: 'mismatch' })
  })
})

import { describe, expect, it } from 'vitest'
import { ETH, PUSD } from '../testing/swapsTestHost'
import { swapButtonState } from './swapButtonState'

const ready = { status: 'ready', key: 'k', fromAmount: 1n, toAmount: 1n } as const
const base = { source: ETH, to: PUSD, amount: '1', balance: 2n * 10n ** 18n, quote: ready, quoteKey: 'k' }

describe('swapButtonState', () => {
  it('asks for tokens, then an amount, then a balance that covers it', () => {
    expect(swapButtonState({ ...base, to: undefined })).toBe('SELECT_TOKEN')
    expect(swapButtonState({ ...base, amount: '' })).toBe('ENTER_AMOUNT')
    expect(swapButtonState({ ...base, amount: '0' })).toBe('ENTER_AMOUNT')
    expect(swapButtonState({ ...base, amount: '1.2.3' })).toBe('ENTER_AMOUNT')
    expect(swapButtonState({ ...base, amount: '2.000000000000000001' })).toBe('INSUFFICIENT_BALANCE')
    expect(swapButtonState({ ...base, amount: '2' })).toBe('REVIEW')
  })

  it('reviews only a quote of exactly these inputs', () => {
    expect(swapButtonState({ ...base, quoteKey: 'other' })).toBe('GETTING_QUOTE')
    expect(swapButtonState({ ...base, quote: { status: 'loading', key: 'k' } })).toBe('GETTING_QUOTE')
    expect(swapButtonState({ ...base, quote: { status: 'failed', key: 'k', error: 'Insufficient liquidity' } })).toBe('QUOTE_FAILED')
  })

  it('does not block on a balance not read yet', () => {
    expect(swapButtonState({ ...base, balance: undefined })).toBe('REVIEW')
  })
})

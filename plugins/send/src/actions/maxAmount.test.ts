import type { TokenBalance } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { maxAmount } from './maxAmount'

const eth: TokenBalance = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', price: 2000, quantity: { decimals: '18', numeric: '5' }, iconUrl: '' }

describe('maxAmount', () => {
  it('keeps the gas back on a native send', () => {
    expect(maxAmount(eth, 21_000n * 10n ** 9n)).toBe('4.999979')
    expect(maxAmount({ ...eth, quantity: { decimals: '18', numeric: '0.00001' } }, 21_000n * 10n ** 9n)).toBe('0')
  })
  it('sends the whole balance of a token', () => {
    expect(maxAmount({ ...eth, address: 'eip155:1:0x1', quantity: { decimals: '6', numeric: '12.5' } }, 10n ** 18n)).toBe('12.5')
  })
})

import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../schemas/tokenBalance'
import { displayedTokenBalance } from './displayedTokenBalance'

const pusd: TokenBalance = { name: 'Portico Dollar', symbol: 'PUSD', chainId: 'eip155:1', address: 'eip155:1:0x1', price: 1.0004, quantity: { decimals: '6', numeric: '1234.56789' }, iconUrl: '' }

describe('displayedTokenBalance', () => {
  it('floors the quantity to 3 decimals and writes the USD worth en-US with 2 decimals', () => {
    expect(displayedTokenBalance(pusd, { testnet: false, locale: 'en' })).toEqual({ quantity: '1234.567', valueInUSD: '1,235.06' })
  })
  it("uses the API's value when it sent one", () => {
    expect(displayedTokenBalance({ ...pusd, value: 0.004 }, { testnet: false, locale: 'en' }).valueInUSD).toBe('0.00')
    expect(displayedTokenBalance({ ...pusd, value: 98765.4321 }, { testnet: false, locale: 'en' }).valueInUSD).toBe('98,765.43')
  })
  it('shows 0.00 on a testnet, the quantity still exact', () => {
    expect(displayedTokenBalance({ ...pusd, value: 5000 }, { testnet: true, locale: 'en' })).toEqual({ quantity: '1234.567', valueInUSD: '0.00' })
  })
  it('never rounds a quantity up, and reads a tiny one as 0.000', () => {
    expect(displayedTokenBalance({ ...pusd, quantity: { decimals: '18', numeric: '0.9999999' } }, { testnet: false, locale: 'en' }).quantity).toBe('0.999')
    expect(displayedTokenBalance({ ...pusd, quantity: { decimals: '18', numeric: '1e-7' } }, { testnet: false, locale: 'en' }).quantity).toBe('0.000')
  })
  it("writes other locales their own way", () => {
    expect(displayedTokenBalance(pusd, { testnet: false, locale: 'de' })).toEqual({ quantity: '1234,567', valueInUSD: '1.235,06' })
  })
})

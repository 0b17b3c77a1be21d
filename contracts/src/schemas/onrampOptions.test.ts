import { describe, expect, it } from 'vitest'
import { TOKEN_LIST_CAP } from '../constants/limits'
import { DEFAULT_ONRAMP_PAYMENT_CURRENCIES } from '../constants/onramp'
import { onrampOptionsResponseSchema } from './onrampOptions'

const usdc = {
  id: '2b92315d-eab7-5bef-84fa-089a131333f5',
  name: 'USD Coin',
  symbol: 'USDC',
  networks: [
    { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
    { name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' },
  ],
}

describe('onrampOptionsResponseSchema', () => {
  it('accepts payment and purchase currencies as the service sends them', () => {
    const options = { paymentCurrencies: [...DEFAULT_ONRAMP_PAYMENT_CURRENCIES], purchaseCurrencies: [usdc] }
    expect(onrampOptionsResponseSchema.parse(options)).toEqual(options)
  })

  it('drops a bad currency (no symbol, numeric chain ids) and keeps the rest; a missing list is refused', () => {
    const numericChain = { ...usdc, networks: [{ ...usdc.networks[0], chain_id: 1 }] }
    const parsed = onrampOptionsResponseSchema.parse({ paymentCurrencies: [], purchaseCurrencies: [{ ...usdc, symbol: '' }, numericChain, usdc] })
    expect(parsed.purchaseCurrencies).toEqual([usdc])
    expect(onrampOptionsResponseSchema.safeParse({ paymentCurrencies: [] }).success).toBe(false)
  })

  it('reads at most TOKEN_LIST_CAP currencies of a flood', () => {
    const flood = Array.from({ length: 10_000 }, (_, index) => ({ ...usdc, id: `c${index}` }))
    expect(onrampOptionsResponseSchema.parse({ paymentCurrencies: [], purchaseCurrencies: flood }).purchaseCurrencies).toHaveLength(TOKEN_LIST_CAP)
  })
})

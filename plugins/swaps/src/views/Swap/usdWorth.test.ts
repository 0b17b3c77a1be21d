import { describe, expect, it } from 'vitest'
import type { SwapToken } from '../../api/schemas'
import { usdWorth } from './usdWorth'

const usdc: SwapToken = { name: 'USD Coin', symbol: 'usdc', address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', decimals: 6 }

describe('usdWorth', () => {
  it('prices base units by the upper-case symbol', () => {
    expect(usdWorth(usdc, 1_500_000n, { USDC: 2 })).toBe(3)
  })

  it('is undefined without a token, an amount or a price', () => {
    expect(usdWorth(undefined, 1n, { USDC: 1 })).toBeUndefined()
    expect(usdWorth(usdc, undefined, { USDC: 1 })).toBeUndefined()
    expect(usdWorth(usdc, 1n, {})).toBeUndefined()
  })
})

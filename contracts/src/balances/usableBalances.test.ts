import type { TokenBalance } from '../schemas/tokenBalance'
import { describe, expect, it } from 'vitest'
import { balanceInUSD, nativeBalance, usableBalances } from './usableBalances'

const balance = (overrides: Partial<TokenBalance>): TokenBalance => ({
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 2000,
  quantity: { decimals: '18', numeric: '2' },
  iconUrl: '',
  ...overrides,
})

describe('usableBalances', () => {
  it("drops tokens with decimals '0' and other networks' tokens", () => {
    const eth = balance({})
    const nft = balance({ symbol: 'NFT', address: 'eip155:1:0x1', quantity: { decimals: '0', numeric: '3' } })
    const other = balance({ chainId: 'eip155:10' })
    expect(usableBalances([eth, nft, other], 'eip155:1')).toEqual([eth])
  })
  it('finds the native balance and its USD worth', () => {
    const usdc = balance({ symbol: 'USDC', address: 'eip155:1:0x2', price: 1, value: 5 })
    expect(nativeBalance([usdc, balance({})])?.symbol).toBe('ETH')
    expect(balanceInUSD(balance({}))).toBe(4000)
    expect(balanceInUSD(usdc)).toBe(5)
  })
})

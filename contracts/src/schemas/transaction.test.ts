import { describe, expect, it } from 'vitest'
import { HOSTED_BALANCE, HOSTED_HISTORY } from '../testing/hosted/hostedAccount'
import { reportDroppedItemsTo, type DroppedItems } from './lenientList'
import { transactionHistoryResponseSchema, transactionsOnChain } from './transaction'
import { balanceResponseSchema, balancesOnChain } from './tokenBalance'

const transaction = {
  id: '0xabc',
  metadata: { minedAt: '2024-05-01T10:00:00Z', chain: 'eip155:1', operationType: 'receive', status: 'confirmed', sentFrom: '0x1', sentTo: '0x2' },
  transfers: [{ fungible_info: { symbol: 'ETH', icon: { url: 'https://x/eth.png' } }, quantity: { numeric: '1.5' }, extra: true }],
}

describe('transactionHistoryResponseSchema', () => {
  it('reads a page and its cursor, dropping unknown fields', () => {
    const parsed = transactionHistoryResponseSchema.parse({ data: [transaction], next: 'abc' })
    expect(parsed.next).toBe('abc')
    expect(parsed.data[0]?.transfers?.[0]).toEqual({ fungible_info: { symbol: 'ETH', icon: { url: 'https://x/eth.png' } }, quantity: { numeric: '1.5' } })
  })
  it('accepts the last page (null or no cursor) and NFT transfers', () => {
    const nft = { ...transaction, transfers: [{ nft_info: { name: 'Ape', flags: { is_spam: true }, content: { preview: null } }, quantity: { numeric: '1' } }] }
    expect(transactionHistoryResponseSchema.safeParse({ data: [nft], next: null }).success).toBe(true)
    expect(transactionHistoryResponseSchema.safeParse({ data: [] }).success).toBe(true)
  })
  it('drops a transaction without metadata, not the page', () => {
    expect(transactionHistoryResponseSchema.parse({ data: [{ id: 'x', transfers: [] }] }).data).toEqual([])
    expect(transactionHistoryResponseSchema.safeParse({ data: 'x' }).success).toBe(false)
  })
})

describe('the account calls against the hosted wire', () => {
  it('keeps a history transaction of a chain the service does not map, on the chain asked for, with no transfers', () => {
    const { data, next } = transactionsOnChain(transactionHistoryResponseSchema.parse(HOSTED_HISTORY), 'eip155:1')
    expect(next).toBeNull()
    expect(data.map((transaction) => [transaction.id, transaction.metadata.chain, transaction.transfers.length])).toEqual([
      ['f1b2c3', 'eip155:1', 1],
      ['f4e5d6', 'eip155:1', 0],
    ])
    expect(data[0]?.transfers[0]).toMatchObject({ fungible_info: { symbol: 'ETH' }, nft_info: null, direction: 'out' })
  })

  it('keeps a balance the service sends without its chain, on the chain asked for', () => {
    const balances = balancesOnChain(balanceResponseSchema.parse(HOSTED_BALANCE).balances, 'eip155:1')
    expect(balances.map((balance) => [balance.symbol, balance.chainId])).toEqual([
      ['ETH', 'eip155:1'],
      ['USDC', 'eip155:1'],
    ])
  })
})

describe('balanceResponseSchema', () => {
  it('reads native (no address) and token balances', () => {
    const native = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', price: 3000, value: 4500, quantity: { decimals: '18', numeric: '1.5' }, iconUrl: '' }
    const token = { ...native, name: 'USD Coin', symbol: 'USDC', address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', quantity: { decimals: '6', numeric: '2' } }
    expect(balanceResponseSchema.parse({ balances: [native, token] }).balances.map((b) => b.address)).toEqual([undefined, token.address])
  })
  it("drops a balance whose address is no token address of its chain, or whose quantity is no finite decimal, and reports it", () => {
    const reports: DroppedItems[] = []
    const stop = reportDroppedItemsTo((report) => reports.push(report))
    const usdc = { name: 'USD Coin', symbol: 'USDC', chainId: 'eip155:1', price: 1, address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', quantity: { decimals: '6', numeric: '2' }, iconUrl: '' }
    const balances = [
      { ...usdc, symbol: 'BAD1', address: 'eip155:1:0xnothex' },
      { ...usdc, symbol: 'BAD2', address: 'not-caip' },
      { ...usdc, symbol: 'BAD3', address: 'eip155:10:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
      { ...usdc, symbol: 'BAD4', quantity: { decimals: '6', numeric: '1e309' } },
      { ...usdc, symbol: 'BAD5', quantity: { decimals: '6', numeric: 'Infinity' } },
      { ...usdc, symbol: 'BAD6', quantity: { decimals: '6', numeric: '-5' } },
      usdc,
    ]
    try {
      expect(balanceResponseSchema.parse({ balances }).balances.map((b) => b.symbol)).toEqual(['USDC'])
    } finally {
      stop()
    }
    expect(reports).toEqual([{ list: 'token balances', kept: 1, dropped: 6, overCap: 0, firstIssue: "address: Expected a token address of the balance's chain" }])
  })
  it('drops a balance whose decimals are not an integer text from 0 to 255, keeping the others', () => {
    const balance = (decimals: unknown) => ({ name: 'X', symbol: String(decimals), chainId: 'eip155:1', price: 1, quantity: { decimals, numeric: '1' }, iconUrl: '' })
    const kept = balanceResponseSchema.parse({ balances: [18, 'abc', '1e3', '-1', '256', '07', '', '0', '18', '255'].map(balance) }).balances
    expect(kept.map((b) => b.quantity.decimals)).toEqual(['0', '18', '255'])
  })
})

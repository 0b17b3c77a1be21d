import { describe, expect, it } from 'vitest'
import { describeTransaction } from './describeTransaction'
import { realNft, transactionFixture } from './fixtures'

const eth = (numeric: string) => ({ fungible_info: { symbol: 'ETH', icon: { url: 'https://x/eth.svg' } }, quantity: { numeric } })

describe('describeTransaction', () => {
  it('signs amounts by operation type', () => {
    expect(describeTransaction(transactionFixture({ operationType: 'receive', transfers: [eth('1.23456')] })).description).toBe('+1.234 ETH')
    expect(describeTransaction(transactionFixture({ operationType: 'claim', transfers: [eth('2')] })).description).toBe('+2 ETH')
    expect(describeTransaction(transactionFixture({ operationType: 'burn', transfers: [eth('2')] })).description).toBe('-2 ETH')
    expect(describeTransaction(transactionFixture({ operationType: 'repay', transfers: [eth('2')] })).description).toBe('-2 ETH')
    expect(describeTransaction(transactionFixture({ operationType: 'send', transfers: [eth('2')] })).description).toBe('2 ETH')
  })
  it('names NFTs, titles the operation, takes the first icon', () => {
    const summary = describeTransaction(transactionFixture({ operationType: 'mint', transfers: [realNft, eth('1')] }))
    expect(summary).toEqual({ title: 'Mint', description: 'Portico Pass #1 · 1 ETH', iconUrl: undefined, iconName: 'Portico Pass #1', iconShape: 'square', incoming: false, status: 'confirmed' })
    expect(describeTransaction(transactionFixture({ transfers: [eth('1')] }))).toMatchObject({ iconUrl: 'https://x/eth.svg', iconName: 'ETH', iconShape: 'circle' })
    expect(describeTransaction(transactionFixture({ operationType: 'receive', transfers: [eth('1')] })).incoming).toBe(true)
  })
  it('describes a transaction that moved nothing by its type', () => {
    expect(describeTransaction(transactionFixture({ operationType: 'approve', transfers: [] })).description).toBe('Approve')
  })
})

import { describe, expect, it } from 'vitest'
import { realNft, spamNft, transactionFixture } from './fixtures'
import { isSpamTransaction } from './isSpamTransaction'
import { visibleTransactions } from './visibleTransactions'

describe('isSpamTransaction', () => {
  it('is spam only when every transfer is an NFT flagged spam', () => {
    expect(isSpamTransaction(transactionFixture({ transfers: [spamNft] }))).toBe(true)
    expect(isSpamTransaction(transactionFixture({ transfers: [spamNft, spamNft] }))).toBe(true)
    expect(isSpamTransaction(transactionFixture({ transfers: [spamNft, realNft] }))).toBe(false)
    expect(isSpamTransaction(transactionFixture({ transfers: [spamNft, { fungible_info: { symbol: 'ETH' }, quantity: { numeric: '1' } }] }))).toBe(false)
    expect(isSpamTransaction(transactionFixture({ transfers: [] }))).toBe(false)
  })
})

describe('visibleTransactions', () => {
  it('hides spam and other chains', () => {
    const shown = transactionFixture({ id: 'a' })
    const list = [shown, transactionFixture({ id: 'b', transfers: [spamNft] }), transactionFixture({ id: 'c', chain: 'eip155:1' })]
    expect(visibleTransactions(list, 'eip155:31337')).toEqual([shown])
    expect(visibleTransactions(list, undefined)).toEqual([])
  })
})

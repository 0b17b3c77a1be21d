import { describe, expect, it } from 'vitest'
import { transactionKind } from './transactionKind'

describe('transactionKind', () => {
  it('names the kinds the rows draw', () => {
    expect(['send', 'receive', 'trade', 'mint', 'approve'].map(transactionKind)).toEqual(['send', 'receive', 'swap', 'mint', 'approve'])
  })

  it("reads the others by the spec's sign, and none for an operation that moves nothing known", () => {
    expect(['deposit', 'claim', 'borrow'].map(transactionKind)).toEqual(['receive', 'receive', 'receive'])
    expect(['withdraw', 'repay', 'burn'].map(transactionKind)).toEqual(['send', 'send', 'send'])
    expect(transactionKind('execute')).toBeUndefined()
  })
})

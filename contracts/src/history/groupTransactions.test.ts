import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Transaction } from '../schemas/transaction'
import { groupTransactions } from './groupTransactions'

const at = (minedAt: string, id = minedAt): Transaction => ({
  id,
  metadata: { minedAt, chain: 'eip155:1', operationType: 'send', status: 'confirmed', sentFrom: '0x1', sentTo: '0x2' },
  transfers: [],
})

describe('groupTransactions', () => {
  it('groups by year then month, newest first', () => {
    const groups = groupTransactions([at('2025-05-20T00:00:00Z'), at('2025-05-02T00:00:00Z'), at('2025-01-09T00:00:00Z'), at('2023-12-31T23:59:59Z')])
    expect(groups.map((g) => [g.year, g.month, g.transactions.length])).toEqual([
      [2025, 4, 2],
      [2025, 0, 1],
      [2023, 11, 1],
    ])
  })

  it('leaves out unreadable dates', () => {
    expect(groupTransactions([at('yesterday')])).toEqual([])
  })

  it('keeps every dated transaction exactly once, in a group of its own year and month', () => {
    const date = fc.date({ min: new Date('2015-01-01'), max: new Date('2035-01-01'), noInvalidDate: true })
    fc.assert(
      fc.property(fc.array(date, { maxLength: 40 }), (dates) => {
        const list = dates.map((d, i) => at(d.toISOString(), String(i)))
        const groups = groupTransactions(list)
        expect(groups.flatMap((g) => g.transactions.map((t) => t.id)).sort()).toEqual(list.map((t) => t.id).sort())
        for (const group of groups) {
          for (const t of group.transactions) {
            const d = new Date(t.metadata.minedAt)
            expect([d.getUTCFullYear(), d.getUTCMonth()]).toEqual([group.year, group.month])
          }
        }
        const keys = groups.map((g) => g.year * 12 + g.month)
        expect(keys).toEqual([...keys].sort((a, b) => b - a))
        expect(new Set(keys).size).toBe(keys.length)
      }),
    )
  })
})

import { afterEach, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { keepValidItems, lenientListSchema, reportDroppedItemsTo, type DroppedItems } from './lenientList'

const item = z.object({ id: z.string() })
let stop: (() => void) | undefined
afterEach(() => stop?.())

describe('lenient lists', () => {
  it('keeps the valid items in order and reports the dropped ones with the first issue', () => {
    const reports: DroppedItems[] = []
    stop = reportDroppedItemsTo((report) => reports.push(report))
    expect(keepValidItems([{ id: 'a' }, { id: 1 }, null, { id: 'b' }], item, 10, 'wallets')).toEqual([{ id: 'a' }, { id: 'b' }])
    expect(reports).toHaveLength(1)
    expect(reports[0]).toMatchObject({ list: 'wallets', kept: 2, dropped: 2, overCap: 0 })
    expect(reports[0]?.firstIssue).toMatch(/^id: /)
  })

  it('looks at no more than the cap, and says how many it left unread', () => {
    const reports: DroppedItems[] = []
    stop = reportDroppedItemsTo((report) => reports.push(report))
    const many = Array.from({ length: 10_000 }, (_, index) => ({ id: String(index) }))
    const kept = lenientListSchema(item, 40, 'page').parse(many)
    expect(kept).toHaveLength(40)
    expect(kept[39]).toEqual({ id: '39' })
    expect(reports).toEqual([{ list: 'page', kept: 40, dropped: 0, overCap: 9_960, firstIssue: undefined }])
  })

  it('reports nothing for a clean list, and still rejects what is not a list', () => {
    const reports: DroppedItems[] = []
    stop = reportDroppedItemsTo((report) => reports.push(report))
    expect(lenientListSchema(item, 5, 'x').parse([{ id: 'a' }])).toEqual([{ id: 'a' }])
    expect(lenientListSchema(item, 5, 'x').safeParse({ id: 'a' }).success).toBe(false)
    expect(reports).toEqual([])
  })

  it('stops reporting once the listener is removed', () => {
    const reports: DroppedItems[] = []
    reportDroppedItemsTo((report) => reports.push(report))()
    keepValidItems([1], item, 5, 'x')
    expect(reports).toEqual([])
  })
})

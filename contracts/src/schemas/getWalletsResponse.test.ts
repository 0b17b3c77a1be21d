import { describe, expect, it } from 'vitest'
import { getWalletsResponseSchema } from './getWalletsResponse'

describe('getWalletsResponseSchema', () => {
  it('parses a page of wallets and the total count', () => {
    const page = getWalletsResponseSchema.parse({ data: [{ id: 'a', name: 'A', homepage: 'https://a.example' }], count: 600 })
    expect(page).toEqual({ data: [{ id: 'a', name: 'A' }], count: 600 })
  })

  it('rejects a missing count, a negative count and a data that is not a list', () => {
    expect(getWalletsResponseSchema.safeParse({ data: [] }).success).toBe(false)
    expect(getWalletsResponseSchema.safeParse({ data: [], count: -1 }).success).toBe(false)
    expect(getWalletsResponseSchema.safeParse({ data: { name: 'A' }, count: 1 }).success).toBe(false)
  })

  it('drops a record without an id and keeps the rest of the page', () => {
    expect(getWalletsResponseSchema.parse({ data: [{ name: 'A' }, { id: 'b', name: 'B' }], count: 2 }).data.map((w) => w.id)).toEqual(['b'])
  })
})

import { describe, expect, it } from 'vitest'
import { queryCatalogue, type CatalogueEntry, type CatalogueQuery } from './queryCatalogue'

const wallet = (id: string, name: string, chains: string[] | null, badge_type = 'none', rdns: string | null = null): CatalogueEntry => ({ id, name, chains, badge_type, rdns })
const wallets = [
  wallet('a', 'MetaMask', ['eip155:1', 'eip155:137'], 'none', 'io.metamask'),
  wallet('b', 'Phantom', ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'eip155:1'], 'certified'),
  wallet('c', 'Rainbow', ['eip155:1', 'eip155:31337']),
  wallet('d', 'Leather', ['bip122:000000000019d6689c085ae165831e93']),
  wallet('e', 'Unlisted', null),
]
const query = (overrides: Partial<CatalogueQuery>): CatalogueQuery => ({ page: 1, entries: 40, chains: [], include: [], exclude: [], search: '', badgeType: undefined, names: [], rdns: [], ...overrides })
const ids = (page: { data: CatalogueEntry[] }) => page.data.map((entry) => entry.id)

describe('queryCatalogue (the hosted /getWallets selection)', () => {
  it('pages in the catalogue order and counts every match', () => {
    expect(ids(queryCatalogue(wallets, query({ entries: 2 })))).toEqual(['a', 'b'])
    const second = queryCatalogue(wallets, query({ entries: 2, page: 2 }))
    expect(ids(second)).toEqual(['c', 'd'])
    expect(second.count).toBe(5)
    expect(queryCatalogue(wallets, query({ page: 9 })).data).toEqual([])
  })

  it('filters by include without taking its order', () => {
    expect(ids(queryCatalogue(wallets, query({ include: ['c', 'a', 'zz'] })))).toEqual(['a', 'c'])
  })

  it('drops excluded wallets, even when included', () => {
    const page = queryCatalogue(wallets, query({ include: ['a', 'b'], exclude: ['a'] }))
    expect(ids(page)).toEqual(['b'])
    expect(page.count).toBe(1)
  })

  it('matches chains by their exact CAIP-2 id, not by namespace', () => {
    expect(ids(queryCatalogue(wallets, query({ chains: ['eip155:31337'] })))).toEqual(['c'])
    expect(ids(queryCatalogue(wallets, query({ chains: ['eip155:137', 'bip122:000000000019d6689c085ae165831e93'] })))).toEqual(['a', 'd'])
    expect(ids(queryCatalogue(wallets, query({ chains: ['eip155:10'] })))).toEqual([])
  })

  it('keeps a wallet without chains only when no chain is asked for', () => {
    expect(ids(queryCatalogue(wallets, query({})))).toContain('e')
    expect(ids(queryCatalogue(wallets, query({ chains: ['eip155:1'] })))).not.toContain('e')
  })

  it('searches names case-insensitively, trimmed', () => {
    expect(ids(queryCatalogue(wallets, query({ search: '  rAINbow ' })))).toEqual(['c'])
  })

  it('filters by badge, none meaning no filter', () => {
    expect(ids(queryCatalogue(wallets, query({ badgeType: 'certified' })))).toEqual(['b'])
    expect(queryCatalogue(wallets, query({ badgeType: 'none' })).count).toBe(5)
  })

  it("selects the installed wallets' records by whole name (any case) or by rdns, either matching", () => {
    expect(ids(queryCatalogue(wallets, query({ names: ['rainbow', 'Injected'], rdns: ['io.metamask', 'app.unknown'] })))).toEqual(['a', 'c'])
    expect(ids(queryCatalogue(wallets, query({ names: ['Rain'] })))).toEqual([])
    expect(ids(queryCatalogue(wallets, query({ rdns: ['io.metamask'] })))).toEqual(['a'])
  })

  it('keeps every other filter with names and rdns (AppKit asks for the certified ones)', () => {
    expect(ids(queryCatalogue(wallets, query({ names: ['Phantom', 'Rainbow'], badgeType: 'certified' })))).toEqual(['b'])
  })
})

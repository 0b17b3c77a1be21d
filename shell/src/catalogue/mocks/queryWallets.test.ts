import { describe, expect, it } from 'vitest'
import { queryWallets, type WalletQuery } from './queryWallets'
import { generateWalletFixtures } from './walletFixtures'

const wallets = generateWalletFixtures()
const query = (overrides: Partial<WalletQuery>): WalletQuery => ({
  page: 1,
  entries: 40,
  chains: [],
  include: [],
  exclude: [],
  search: '',
  badgeType: undefined,
  ...overrides,
})

describe('queryWallets (the mock /getWallets)', () => {
  it('pages through every wallet and counts them all', () => {
    const first = queryWallets(wallets, query({ page: 1 }))
    const second = queryWallets(wallets, query({ page: 2 }))
    expect(first.count).toBe(wallets.length)
    expect(first.data).toEqual(wallets.slice(0, 40))
    expect(second.data).toEqual(wallets.slice(40, 80))
    expect(queryWallets(wallets, query({ page: 100 })).data).toEqual([])
  })

  it('honours include and exclude', () => {
    const [a, b, c] = wallets
    expect(queryWallets(wallets, query({ include: [a!.id, c!.id] })).data).toEqual([a, c])
    const excluded = queryWallets(wallets, query({ exclude: [a!.id, b!.id], entries: 2 }))
    expect(excluded.data).toEqual([c, wallets[3]])
    expect(excluded.count).toBe(wallets.length - 2)
  })

  it('searches names case-insensitively', () => {
    const { data, count } = queryWallets(wallets, query({ search: '  rAINbow ' }))
    expect(data.map((w) => w.name)).toEqual(['Rainbow'])
    expect(count).toBe(1)
  })

  it('keeps wallets of the requested namespaces, a local dev chain included', () => {
    const evm = queryWallets(wallets, query({ chains: ['eip155:31337'], entries: 1000 }))
    expect(evm.count).toBeLessThan(wallets.length)
    expect(evm.data.every((w) => w.chains.some((chain) => chain.startsWith('eip155:')))).toBe(true)
  })

  it('filters by badge', () => {
    const { data } = queryWallets(wallets, query({ badgeType: 'certified', entries: 1000 }))
    expect(data.length).toBeGreaterThan(0)
    expect(data.every((w) => w.badge_type === 'certified')).toBe(true)
  })
})

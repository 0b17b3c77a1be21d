import { describe, expect, it } from 'vitest'
import { listFilters } from './catalogueScope'

describe('listFilters', () => {
  it('keeps the dapp\'s filters and leaves the featured wallets out', () => {
    const chains = () => ['eip155:1', 'eip155:10']
    expect(listFilters({ chains, options: { includeWalletIds: ['a'], excludeWalletIds: ['x'], featuredWalletIds: ['f'] } })).toEqual({ chains: ['eip155:1', 'eip155:10'], include: ['a'], exclude: ['x', 'f'] })
    expect(listFilters({ chains, options: {} })).toEqual({ chains: ['eip155:1', 'eip155:10'], include: undefined, exclude: [] })
  })
})

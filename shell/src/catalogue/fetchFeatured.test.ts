import { describe, expect, it } from 'vitest'
import { fetchFeatured } from './fetchFeatured'
import { testCatalogueScope, walletRecord } from './testing'

describe('fetchFeatured', () => {
  it('asks for the featured ids and keeps them in the dapp\'s order, with their images', async () => {
    const { scope, queries, preloaded } = testCatalogueScope(async () => ({ data: [walletRecord('a'), walletRecord('b')], count: 2 }), { featuredWalletIds: ['b', 'a'] })
    await fetchFeatured(scope)
    expect(queries).toEqual([{ page: 1, entries: 2, chains: ['eip155:1'], include: ['b', 'a'] }])
    expect(scope.store.get(scope.atoms.featured).map((w) => w.id)).toEqual(['b', 'a'])
    expect(preloaded.map((list) => list.map((w) => w.id))).toEqual([['b', 'a']])
    expect(scope.store.get(scope.atoms.featuredState)).toEqual({ status: 'ready' })
  })

  it('asks nothing without featured ids', async () => {
    const { scope, queries } = testCatalogueScope(async () => ({ data: [], count: 0 }))
    await fetchFeatured(scope)
    expect(queries).toEqual([])
    expect(scope.store.get(scope.atoms.featuredState)).toEqual({ status: 'ready' })
  })
})

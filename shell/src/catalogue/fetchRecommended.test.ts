import { describe, expect, it } from 'vitest'
import { fetchRecommended } from './fetchRecommended'
import { testCatalogueScope, walletRecord } from './testing'

describe('fetchRecommended', () => {
  it('asks for 4 wallets without the featured ones, and keeps them and the count', async () => {
    const { scope, queries } = testCatalogueScope(async () => ({ data: [walletRecord('a')], count: 512 }), { featuredWalletIds: ['f'], excludeWalletIds: ['x'] })
    await fetchRecommended(scope)
    expect(queries).toEqual([{ page: 1, entries: 4, chains: ['eip155:1'], include: undefined, exclude: ['x', 'f'] }])
    expect(scope.store.get(scope.atoms.recommended).map((w) => w.id)).toEqual(['a'])
    expect(scope.store.get(scope.atoms.count)).toBe(512)
  })

  it('records a failure and keeps the list it had', async () => {
    const { scope } = testCatalogueScope(() => Promise.reject(new Error('offline')))
    await fetchRecommended(scope)
    expect(scope.store.get(scope.atoms.recommendedState)).toEqual({ status: 'failed', error: 'offline' })
    expect(scope.store.get(scope.atoms.recommended)).toEqual([])
  })
})

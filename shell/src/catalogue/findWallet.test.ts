import { describe, expect, it } from 'vitest'
import { findWallet } from './findWallet'
import { testCatalogueScope, walletRecord } from './testing'

describe('findWallet', () => {
  it('finds a loaded wallet without asking', async () => {
    const { scope, queries } = testCatalogueScope(async () => ({ data: [], count: 0 }))
    scope.store.set(scope.atoms.recommended, [walletRecord('a', 'Rainbow')])
    await expect(findWallet(scope, 'other-id', 'Rainbow')).resolves.toEqual(walletRecord('a', 'Rainbow'))
    expect(queries).toEqual([])
  })

  it('asks by id, then by exact name, and keeps what it found', async () => {
    const { scope, queries } = testCatalogueScope(async ({ search }) => ({ data: search ? [walletRecord('r2', 'Rainbow Pro'), walletRecord('r', 'Rainbow')] : [], count: 2 }))
    await expect(findWallet(scope, 'rainbow-id', 'Rainbow')).resolves.toEqual(walletRecord('r', 'Rainbow'))
    expect(queries.map((q) => q.include ?? q.search)).toEqual([['rainbow-id'], 'Rainbow'])
    expect(scope.store.get(scope.atoms.named)).toEqual([walletRecord('r', 'Rainbow')])
  })

  it('is undefined when the catalogue cannot be reached', async () => {
    const { scope, warnings } = testCatalogueScope(() => Promise.reject(new Error('offline')))
    await expect(findWallet(scope, 'x', undefined)).resolves.toBeUndefined()
    expect(warnings).toEqual(['wallet lookup failed: offline'])
  })
})

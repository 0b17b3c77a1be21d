import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testCatalogueScope, walletRecord } from './testing'
import { createWalletSearch } from './walletSearch'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('createWalletSearch', () => {
  it('asks once typing pauses for 500 ms, for 100 entries, and keeps only the newest query\'s answer', async () => {
    const { scope, queries } = testCatalogueScope(async ({ search }) => ({ data: [walletRecord(search ?? '')], count: 1 }))
    const walletSearch = createWalletSearch(scope, () => Promise.resolve())
    walletSearch.search('ra')
    vi.advanceTimersByTime(499)
    walletSearch.search(' rain ')
    expect(scope.store.get(scope.atoms.search)).toEqual({ query: 'rain', results: [], state: { status: 'loading' } })
    await vi.advanceTimersByTimeAsync(500)
    expect(queries).toEqual([{ page: 1, entries: 100, search: 'rain', chains: ['eip155:1'], include: undefined, exclude: undefined }])
    expect(scope.store.get(scope.atoms.search)).toEqual({ query: 'rain', results: [walletRecord('rain')], state: { status: 'ready' } })
    walletSearch.search('  ')
    expect(scope.store.get(scope.atoms.search).query).toBe('')
  })

  it('records a failed search, and retry asks again at once', async () => {
    let fail = true
    const { scope, queries } = testCatalogueScope(async () => (fail ? Promise.reject(new Error('offline')) : { data: [walletRecord('z')], count: 1 }))
    const walletSearch = createWalletSearch(scope, () => Promise.resolve())
    walletSearch.search('zer')
    await vi.advanceTimersByTimeAsync(500)
    expect(scope.store.get(scope.atoms.search).state).toEqual({ status: 'failed', error: 'offline' })
    fail = false
    walletSearch.retry()
    await vi.advanceTimersByTimeAsync(0)
    expect(queries).toHaveLength(2)
    expect(scope.store.get(scope.atoms.search)).toMatchObject({ query: 'zer', state: { status: 'ready' } })
  })
})

import { atom, createStore } from 'jotai/vanilla'
import { describe, expect, it } from 'vitest'
import type { CatalogueLoadState } from './catalogueAtoms'
import { loadCatalogueState } from './loadCatalogueState'

const setup = () => {
  const warnings: unknown[][] = []
  const store = createStore()
  const state = atom<CatalogueLoadState>({ status: 'idle' })
  return { store, state, warnings, scope: { store, log: { debug: () => {}, info: () => {}, warn: (...args: unknown[]) => void warnings.push(args), error: () => {} } } }
}

describe('loadCatalogueState', () => {
  it('is loading while the request runs, then ready', async () => {
    const { store, state, scope } = setup()
    const seen: CatalogueLoadState[] = []
    await loadCatalogueState(scope, state, 'recommended wallets', async () => void seen.push(store.get(state)))
    expect(seen).toEqual([{ status: 'loading' }])
    expect(store.get(state)).toEqual({ status: 'ready' })
  })

  it('records the failure\'s message for the views and warns, without rejecting', async () => {
    const { store, state, warnings, scope } = setup()
    await expect(loadCatalogueState(scope, state, 'wallets page 2', () => Promise.reject(new Error('Failed to fetch', { cause: 'offline' })))).resolves.toBeUndefined()
    expect(store.get(state)).toEqual({ status: 'failed', error: 'Failed to fetch' })
    expect(warnings).toEqual([['wallets page 2 failed:', 'Failed to fetch', 'offline']])
  })
})

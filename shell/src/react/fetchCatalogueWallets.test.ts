import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCatalogue } from '../catalogue/createCatalogue'
import { createCatalogueHandlers } from '../catalogue/mocks/handlers'
import { generateWalletFixtures } from '../catalogue/mocks/walletFixtures'
import { testShellContext } from '../catalogue/testing'
import { fetchCatalogueWallets } from './fetchCatalogueWallets'

const server = setupServer(...createCatalogueHandlers({ wallets: generateWalletFixtures() }))
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

function catalogue() {
  const ctx = testShellContext()
  return { ctx, catalogue: createCatalogue(ctx, { wait: () => Promise.resolve(), preload: undefined }) }
}

describe('fetchCatalogueWallets', () => {
  it('loads pages in order up to the one asked for', async () => {
    const { ctx, catalogue: wallets } = catalogue()
    await fetchCatalogueWallets(ctx.store, wallets, { page: 2 })
    expect(ctx.store.get(wallets.atoms.page)).toBe(2)
    expect(ctx.store.get(wallets.atoms.wallets).length).toBeGreaterThan(40)
  })

  it('stops when a page does not come', async () => {
    server.use(http.get('*/getWallets', () => HttpResponse.error(), { once: true }))
    const { ctx, catalogue: wallets } = catalogue()
    await fetchCatalogueWallets(ctx.store, wallets, { page: 3 })
    expect(ctx.store.get(wallets.atoms.page)).toBe(0)
  })

  it('resolves a search once its results are in', async () => {
    const { ctx, catalogue: wallets } = catalogue()
    await fetchCatalogueWallets(ctx.store, wallets, { query: '  MetaMask ' })
    const search = ctx.store.get(wallets.atoms.search)
    expect(search.query).toBe('MetaMask')
    expect(search.state).toEqual({ status: 'ready' })
    expect(search.results.map((record) => record.name)).toContain('MetaMask')
  })
})

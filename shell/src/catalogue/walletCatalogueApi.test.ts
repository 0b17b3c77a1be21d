import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../api/createApiClient'
import { sdkQuery } from '../api/sdkQuery'
import { createWalletCatalogueApi } from './walletCatalogueApi'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const api = createWalletCatalogueApi(createApiClient({ baseUrl: 'https://wallets.example/v2', query: sdkQuery('p1') }))

describe('wallet catalogue API', () => {
  it('sends every /getWallets parameter and leaves empty filters out', async () => {
    const seen: Record<string, string>[] = []
    server.use(
      http.get('https://wallets.example/v2/getWallets', ({ request }) => {
        seen.push(Object.fromEntries(new URL(request.url).searchParams))
        return HttpResponse.json({ data: [{ id: 'a', name: 'A', image_id: null }], count: 1 })
      }),
    )
    await expect(
      api.getWallets({ page: 2, entries: 40, chains: ['eip155:1', 'solana:x'], include: ['a'], exclude: ['b', 'c'], search: 'ra', badge_type: 'certified' }),
    ).resolves.toEqual({ data: [{ id: 'a', name: 'A', image_id: null }], count: 1 })
    await api.getWallets({ page: 1, entries: 4, include: [], exclude: [], search: '' })
    expect(seen).toEqual([
      { projectId: 'p1', st: 'portico', sv: '0.1.0', page: '2', entries: '40', chains: 'eip155:1,solana:x', include: 'a', exclude: 'b,c', search: 'ra', badge_type: 'certified' },
      { projectId: 'p1', st: 'portico', sv: '0.1.0', page: '1', entries: '4' },
    ])
  })

  it("raises 'HTTP status code: N' on a failure", async () => {
    server.use(http.get('https://wallets.example/v2/getWallets', () => new HttpResponse('busy', { status: 503 })))
    await expect(api.getWallets({ page: 1, entries: 4 })).rejects.toThrow('HTTP status code: 503')
  })

  it('builds image URLs under the base URL with the common query', () => {
    expect(api.imageUrl('walletImages', 'img-1')).toBe('https://wallets.example/v2/getWalletImage/img-1?projectId=p1&st=portico&sv=0.1.0')
  })
})

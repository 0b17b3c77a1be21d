import { memoryStorage } from '../testing/memoryStorage'
import type { CaipNetwork } from '@portico/contracts'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../api/createApiClient'
import { createIdentityCache } from './createIdentityCache'
import { syncIdentity } from './syncIdentity'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const api = createApiClient({ baseUrl: 'https://rpc.example', query: { projectId: 'p' } })
const mainnet: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  name: 'Ethereum',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.example/v1'] } },
}

function identityEndpoint(body: Record<string, unknown>, status = 200) {
  const calls: URL[] = []
  server.use(
    http.get(`https://rpc.example/v1/identity/${address}`, ({ request }) => {
      calls.push(new URL(request.url))
      return HttpResponse.json(body, { status })
    }),
  )
  return calls
}

describe('syncIdentity', () => {
  it('looks the identity up with the sender and caches it 5 minutes', async () => {
    const calls = identityEndpoint({ name: 'vitalik.eth', avatar: 'https://img.example/v.png' })
    let now = 1_000_000
    const cache = createIdentityCache(memoryStorage(), () => now)
    const profile = await syncIdentity({ address, network: mainnet, api, cache })
    expect(profile).toEqual({ profileName: 'vitalik.eth', profileImage: 'https://img.example/v.png' })
    expect(calls[0]?.searchParams.get('sender')).toBe(address)
    now += 299_000
    await syncIdentity({ address, network: mainnet, api, cache })
    expect(calls).toHaveLength(1)
    now += 2_000
    await syncIdentity({ address, network: mainnet, api, cache })
    expect(calls).toHaveLength(2)
  })

  it('clears the profile on testnets and non-EVM networks without asking', async () => {
    const calls = identityEndpoint({ name: 'x' })
    const cache = createIdentityCache(memoryStorage())
    expect(await syncIdentity({ address, network: { ...mainnet, testnet: true }, api, cache })).toEqual({})
    expect(await syncIdentity({ address, network: { ...mainnet, chainNamespace: 'solana', caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }, api, cache })).toEqual({})
    expect(calls).toHaveLength(0)
  })

  it('leaves no name and no image when the lookup fails', async () => {
    identityEndpoint({ message: 'down' }, 503)
    expect(await syncIdentity({ address, network: mainnet, api, cache: createIdentityCache(memoryStorage()) })).toEqual({})
  })
})

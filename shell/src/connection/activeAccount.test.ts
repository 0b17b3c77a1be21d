// @vitest-environment happy-dom
import type { ConnectorType } from '@portico/contracts'
import { hostedNameRecord, TEST_NETWORK } from '@portico/contracts/testing'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createShellCore } from '../core/createShellCore'
import { memoryStorage } from '../modal/testing'
import { appKitOptionsSchema } from '../options/appKitOptionsSchema'
import { fakeConnector } from '../testing/fakeConnector'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const API = 'https://api.example'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
vi.spyOn(console, 'warn').mockImplementation(() => undefined)

/** A record of the hosted reverse lookup, named `name`. */
const record = (name: string) => ({ ...hostedNameRecord, name })

/** The profile service's reverse lookup of ADDRESS, counting its calls. */
function reverseLookup(answer: () => Response) {
  const calls: URL[] = []
  server.use(
    http.get(`${API}/v1/profile/reverse/${ADDRESS}`, ({ request }) => {
      calls.push(new URL(request.url))
      return answer()
    }),
  )
  return calls
}

async function connectWith(type: ConnectorType) {
  const options = appKitOptionsSchema.parse({ projectId: 'p', networks: [TEST_NETWORK], blockchainApiUrl: API, features: { analytics: false } })
  const core = createShellCore(options, { window, storage: memoryStorage() })
  await core.connection.connectWith('eip155', async () => fakeConnector({ address: ADDRESS, chainId: TEST_NETWORK.id, type }).connector)
  return core
}

describe('the account name of an embedded-wallet account', () => {
  it('is found by reverse lookup on connect (restore included), so the button shows it before the names plugin runs', async () => {
    const calls = reverseLookup(() => HttpResponse.json([record('vitalik.eth'), record('alice.reown.id')]))
    const core = await connectWith('AUTH')
    await vi.waitFor(() => expect(core.store.get(core.atoms.account).profileName).toBe('alice.reown.id'))
    expect(calls[0]?.searchParams.get('sender')).toBe(ADDRESS)
  })

  it('is not looked up for other wallets: names are registered by the embedded wallet only', async () => {
    const calls = reverseLookup(() => HttpResponse.json([record('alice.reown.id')]))
    const core = await connectWith('INJECTED')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(calls).toHaveLength(0)
    expect(core.store.get(core.atoms.account).profileName).toBeUndefined()
  })

  it('leaves the address showing when the lookup fails or finds no name of ours', async () => {
    const failing = reverseLookup(() => new HttpResponse(null, { status: 500 }))
    const core = await connectWith('AUTH')
    await vi.waitFor(() => expect(failing.length).toBeGreaterThan(0))
    expect(core.store.get(core.atoms.account)).toMatchObject({ status: 'connected', address: ADDRESS })
    expect(core.store.get(core.atoms.account).profileName).toBeUndefined()
  })
})

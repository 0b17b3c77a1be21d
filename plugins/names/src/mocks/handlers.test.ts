import { nameLookupResponseSchema, nameRegistrationMessage, nameSuggestionsResponseSchema, registerNameResponseSchema, reverseProfilesResponseSchema } from '@portico/contracts'
import { hostedNameRecord, hostedNameTakenError } from '@portico/contracts/testing'
import { setupServer } from 'msw/node'
import { verifyMessage, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createNamesHandlers } from './handlers'
import { createMemoryNameStore } from './nameStore'

const api = 'https://rpc.walletconnect.org'
const owner = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const stranger = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a')
const COIN_TYPE_31337 = 0x80000000 + 31337

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

/** Handlers over a fresh memory store; signatures checked as an EOA's, on chain 31337 only. */
function serve() {
  const store = createMemoryNameStore([{ name: 'bobby.reown.id', address: owner.address, coinType: 60, createdAt: 1 }])
  const chainIds: number[] = []
  server.use(
    ...createNamesHandlers({
      store,
      verifySignature: async ({ chainId, address, message, signature }) => {
        chainIds.push(chainId)
        return verifyMessage({ address, message, signature })
      },
    }),
  )
  return { store, chainIds }
}

const register = async (body: Record<string, unknown>) => fetch(`${api}/v1/profile/account`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
const signed = async (name: string, signer = owner, at = Date.now()) => {
  const message = nameRegistrationMessage(name, at)
  return { coin_type: COIN_TYPE_31337, address: owner.address, message, signature: await signer.signMessage({ message }) }
}

describe('names mock handlers', () => {
  it('registers a signed name, then resolves it forward (also as .wcn.id), in reverse, and counts it in suggestions', async () => {
    const { chainIds } = serve()
    const response = await register(await signed('ada-01.reown.id'))
    expect(response.status).toBe(200)
    // The hosted service answers the record just registered, with the fields of its recorded shape.
    const registered = (await response.json()) as Record<string, unknown>
    expect(Object.keys(registered).sort()).toEqual(Object.keys(hostedNameRecord).sort())
    expect(registerNameResponseSchema.parse(registered).name).toBe('ada-01.reown.id')
    expect(chainIds).toEqual([31337])

    for (const name of ['ada-01.reown.id', 'ADA-01.reown.id', 'ada-01.wcn.id']) {
      const profile = nameLookupResponseSchema.parse(await (await fetch(`${api}/v1/profile/account/${name}?apiVersion=2`)).json())
      if (Array.isArray(profile)) throw new Error(`${name} is not found`)
      expect(profile.attributes).toEqual({})
      expect(Object.fromEntries(Object.entries(profile.addresses).map(([coinType, { address }]) => [coinType, address]))).toEqual({ [String(COIN_TYPE_31337)]: owner.address, '60': owner.address })
      expect(Object.values(profile.addresses).every(({ created_at }) => created_at === profile.registered_at && !Number.isNaN(Date.parse(created_at ?? '')))).toBe(true)
    }
    const reverse = reverseProfilesResponseSchema.parse(await (await fetch(`${api}/v1/profile/reverse/${owner.address}?apiVersion=2`)).json())
    expect(reverse.map((profile) => profile.name)).toEqual(['bobby.reown.id', 'ada-01.reown.id'])
    const { suggestions } = nameSuggestionsResponseSchema.parse(await (await fetch(`${api}/v1/profile/suggestions/ada-01?zone=reown.id`)).json())
    expect(suggestions[0]).toEqual({ name: 'ada-01.reown.id', registered: true })
    expect(suggestions.slice(1).every((suggestion) => suggestion.registered === false && suggestion.name.startsWith('ada-01'))).toBe(true)
  })

  it('answers a free name and an address without names as the service does: 200 [] with apiVersion=2, else 404', async () => {
    serve()
    for (const path of ['account/nobody.reown.id', `reverse/${stranger.address}`]) {
      const v2 = await fetch(`${api}/v1/profile/${path}?apiVersion=2`)
      expect([v2.status, await v2.json()]).toEqual([200, []])
      expect((await fetch(`${api}/v1/profile/${path}`)).status).toBe(404)
    }
  })

  it('refuses a signature by another key, a taken name, a name against the rule, an old message', async () => {
    const { store } = serve()
    const refusals = [
      [await signed('eve-1.reown.id', stranger), 401],
      [await signed('bobby.reown.id'), 400],
      [await signed('bob-smith.reown.id', owner, Date.now() - 60 * 60_000), 400],
      [await signed('ada_01.reown.id'), 400],
      [await signed('ada-01.eth'), 400],
      [{ ...(await signed('ada-02.reown.id')), coin_type: 60 }, 400],
      [{ ...(await signed('ada-03.reown.id')), message: 'not json' }, 400],
      [{ ...(await signed('ada-04.reown.id')), signature: 'nope' }, 400],
    ] as const
    for (const [body, status] of refusals) expect([body.message, (await register(body)).status]).toEqual([body.message, status])
    await register(await signed('taken.reown.id'))
    const taken = await register(await signed('taken.reown.id'))
    expect([taken.status, await taken.json()]).toEqual([400, { ...hostedNameTakenError, reasons: [{ field: 'name', description: 'Name is already registered: taken.reown.id' }] }])
    expect((await store.byAddress(owner.address as Address)).map((record) => record.name)).toEqual(['bobby.reown.id', 'taken.reown.id'])
  })

  it('asks suggestions only in the reown.id zone, for a name that follows the rule', async () => {
    serve()
    expect((await fetch(`${api}/v1/profile/suggestions/ada-01?zone=example.com`)).status).toBe(400)
    expect((await fetch(`${api}/v1/profile/suggestions/ab?zone=reown.id`)).status).toBe(400)
    const long = 'a'.repeat(61)
    const { suggestions } = nameSuggestionsResponseSchema.parse(await (await fetch(`${api}/v1/profile/suggestions/${long}?zone=reown.id`)).json())
    // `${long}-id` and `${long}2026` would pass 63 characters: only what the rule accepts is suggested.
    expect(suggestions.map((suggestion) => suggestion.name)).toEqual([`${long}.reown.id`, `${long}-1.reown.id`])
  })
})

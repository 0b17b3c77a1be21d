import { accountProfileSchema, nameLookupResponseSchema, nameRegistrationMessage, nameSuggestionsResponseSchema, reverseProfilesResponseSchema } from '@portico/contracts'
import { createPublicClient, http, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_DEV_PRIVATE_KEYS, startAnvil, type AnvilInstance } from '../../../../toolchain/processes/anvil'
import { createDatabase } from '../../db/createDatabase'
import type { PorticoDatabase } from '../../db/database'
import { hostedRefusal } from '../../testing/hostedRefusal'
import { createDbNameStore } from './createDbNameStore'
import { lookupName } from './lookupName'
import { createNameLookup } from './nameOfAddress'
import type { NamesDeps } from './namesDeps'
import { registerName } from './registerName'
import { reverseNames } from './reverseNames'
import { suggestNames } from './suggestNames'

// The names engine on the server's database (PGlite) with signatures checked on a real anvil (viem's verifyMessage).
const alice = privateKeyToAccount(ANVIL_DEV_PRIVATE_KEYS[0])
const mallory = privateKeyToAccount(ANVIL_DEV_PRIVATE_KEYS[1])
const COIN_TYPE = 0x80000000 + 31337

describe('names engine', () => {
  let anvil: AnvilInstance
  let database: PorticoDatabase
  let deps: NamesDeps
  const now = 1_790_000_000_000

  beforeAll(async () => {
    ;[anvil, database] = await Promise.all([startAnvil({ port: 0, chainId: 31337 }), createDatabase({})])
    const client = createPublicClient({ transport: http(anvil.rpcUrl) }) as PublicClient
    deps = { store: createDbNameStore(database.db), allowedZones: ['reown.id'], clients: new Map([[31337, client]]), now: () => now }
  }, 120_000)
  afterAll(async () => {
    await Promise.all([anvil?.stop(), database?.close()])
  })

  const signed = async (name: string, options: { at?: number; signer?: typeof alice; message?: string } = {}) => {
    const message = options.message ?? nameRegistrationMessage(name, options.at ?? now)
    return { message, signature: await (options.signer ?? alice).signMessage({ message }), coin_type: COIN_TYPE, address: alice.address }
  }

  it('registers a name signed by the address and answers it in the hosted shapes', async () => {
    const record = accountProfileSchema.parse(await registerName(await signed('alice.reown.id'), deps))
    expect(record).toMatchObject({ name: 'alice.reown.id', attributes: {}, registered_at: new Date(Math.floor(now / 1000) * 1000).toISOString() })
    expect(Object.keys(record.addresses).sort()).toEqual([String(COIN_TYPE), '60'])
    expect(record.addresses['60']?.address).toBe(alice.address)
    expect(nameLookupResponseSchema.parse(await lookupName({ name: 'alice.reown.id', apiVersion: '2' }, deps))).toEqual(record)
    expect(reverseProfilesResponseSchema.parse(await reverseNames({ address: alice.address.toLowerCase(), apiVersion: '2' }, deps)).map((r) => r.name)).toEqual(['alice.reown.id'])
    expect(await createNameLookup(deps.store).reverse(alice.address)).toEqual({ name: 'alice.reown.id', avatar: null })
    expect(await hostedRefusal(registerName(await signed('alice.reown.id'), deps))).toEqual({ status: 400, field: 'name', description: 'Name is already registered: alice.reown.id' })
  })

  it('answers a free name and an address without names as the service does', async () => {
    expect(await lookupName({ name: 'nobody.reown.id', apiVersion: '2' }, deps)).toEqual([])
    expect(await hostedRefusal(lookupName({ name: 'nobody.reown.id' }, deps))).toEqual({ status: 404, field: 'name', description: 'Name is not found in the database: nobody.reown.id' })
    expect(await reverseNames({ address: mallory.address, apiVersion: '2' }, deps)).toEqual([])
    expect(await hostedRefusal(reverseNames({ address: mallory.address }, deps))).toEqual({ status: 404, field: 'address', description: 'No name for address is found' })
    expect((await hostedRefusal(reverseNames({ address: '0x12' }, deps))).status).toBe(400)
  })

  it('refuses a signature by another key, an old message, a bad name, an unknown chain and unsupported attributes', async () => {
    expect(await hostedRefusal(registerName(await signed('bobby.reown.id', { signer: mallory }), deps))).toEqual({ status: 401, field: 'signature', description: 'Signature validation error: Signature verification error' })
    const stale = Math.floor(now / 1000) - 11
    expect(await hostedRefusal(registerName(await signed('bobby.reown.id', { at: stale * 1000 }), deps))).toEqual({ status: 400, field: 'timestamp', description: `Signature UNIXTIME timestamp is too old: ${stale}` })
    expect(await hostedRefusal(registerName(await signed('Bobby.reown.id'), deps))).toEqual({ status: 400, field: 'name', description: 'Invalid name format: Bobby.reown.id' })
    expect(await hostedRefusal(registerName(await signed('bo.reown.id'), deps))).toEqual({ status: 400, field: 'name', description: 'Invalid name length: bo.reown.id' })
    expect(await hostedRefusal(registerName(await signed('bobby.other.id'), deps))).toEqual({ status: 400, field: 'name', description: 'Name is not in the allowed zones: bobby.other.id' })
    expect(await hostedRefusal(registerName({ ...(await signed('bobby.reown.id')), coin_type: 0x80000000 + 5 }, deps))).toEqual({ status: 400, field: 'coin_type', description: `Unsupported coin type: ${0x80000000 + 5}` })
    const withTwitter = JSON.stringify({ name: 'bobby.reown.id', attributes: { twitter: 'bob' }, timestamp: Math.floor(now / 1000) })
    expect((await hostedRefusal(registerName(await signed('bobby.reown.id', { message: withTwitter }), deps))).field).toBe('attributes')
    expect((await hostedRefusal(registerName({ ...(await signed('bobby.reown.id')), message: 'not json' }, deps))).status).toBe(422)
    // A signature of another message by the right key does not carry over.
    expect((await hostedRefusal(registerName({ ...(await signed('bobby.reown.id')), signature: (await signed('carol.reown.id')).signature }, deps))).status).toBe(401)
    const withBio = JSON.stringify({ name: 'bobby.reown.id', attributes: { bio: 'gm from anvil' }, timestamp: Math.floor(now / 1000) })
    expect((await registerName(await signed('bobby.reown.id', { message: withBio }), deps)).attributes).toEqual({ bio: 'gm from anvil' })
  })

  it("refuses what the modal's name rule refuses, though the service's format and length allow it", async () => {
    for (const label of ['----', 'xn--abcd', 'abc', '-edge', 'a'.repeat(64)]) {
      const refusal = await hostedRefusal(registerName(await signed(`${label}.reown.id`), deps))
      expect(refusal.status, label).toBe(400)
      expect(refusal.description, label).toMatch(new RegExp(`^Invalid name (format|length): ${label}\\.reown\\.id`))
    }
    expect(await lookupName({ name: 'xn--abcd.reown.id', apiVersion: '2' }, deps)).toEqual([])
  })

  it('caps the names one address holds', async () => {
    const capped = { ...deps, maxPerAddress: 3 }
    // alice holds alice and bobby from the tests before.
    await registerName(await signed('carol.reown.id'), capped)
    expect(await hostedRefusal(registerName(await signed('dave-1.reown.id'), capped))).toEqual({ status: 400, field: 'name', description: 'Too many names for this address: at most 3' })
    expect(await lookupName({ name: 'dave-1.reown.id', apiVersion: '2' }, deps)).toEqual([])
  })

  it('suggests the exact name with whether it is taken, then free variants', async () => {
    const { suggestions } = nameSuggestionsResponseSchema.parse(await suggestNames({ name: 'alice', zone: 'reown.id' }, deps))
    expect(suggestions[0]).toEqual({ name: 'alice.reown.id', registered: true })
    expect(suggestions.length).toBe(5)
    expect(suggestions.slice(1).every((s) => s.registered === false && s.name.endsWith('.reown.id'))).toBe(true)
    // As the hosted dictionary's words: each suggestion starts with what was typed.
    expect(suggestions.filter((s) => !s.name.startsWith('alice')).map((s) => s.name)).toEqual([])
    expect((await suggestNames({ name: 'zed' }, deps)).suggestions[0]).toEqual({ name: 'zed.reown.id', registered: false })
    expect(await hostedRefusal(suggestNames({ name: 'ab' }, deps))).toEqual({ status: 400, field: 'name', description: 'Invalid name length: ab' })
  })
})

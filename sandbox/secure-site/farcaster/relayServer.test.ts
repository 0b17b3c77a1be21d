import { createAppClient, createWalletClient, viemConnector } from '@farcaster/auth-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRateLimit } from '../../../secure-site/src/http/createRateLimit'
import { createChannelStore } from './channelStore'
import { RELAY_MESSAGES, startRelayServer, type RelayServer } from './relayServer'
import { custodyAccount, SANDBOX_FARCASTER_USERS } from './sandboxFarcasterUsers'
import { signInLink } from './signInLink'

// No chain is read here: building, signing and relaying a message need none.
const ethereum = viemConnector({ rpcUrl: 'http://127.0.0.1:1' })
const AUTH_KEY = 'relay-key-for-tests'
const alice = SANDBOX_FARCASTER_USERS[0]!
let relay: RelayServer

beforeAll(async () => {
  const channels = createChannelStore({ ttlMs: 60_000, linkFor: (token, params) => signInLink('http://127.0.0.1:5182', token, params) })
  relay = await startRelayServer({ channels, authKey: AUTH_KEY, allowedOrigins: ['http://127.0.0.1:5174'], port: 0 })
})
afterAll(async () => {
  await relay?.close()
})

const app = () => createAppClient({ relay: relay.url, ethereum })
const wallet = () => createWalletClient({ relay: relay.url, ethereum })

async function signedBy(channel: { nonce: string }, domain = '127.0.0.1:5174') {
  const built = wallet().buildSignInMessage({ domain, uri: 'http://127.0.0.1:5174/', nonce: channel.nonce, address: custodyAccount(alice).address, fid: alice.fid })
  if (built.isError) throw built.error
  return { message: built.message, signature: await custodyAccount(alice).signMessage({ message: built.message }), fid: alice.fid, username: alice.username }
}

describe('the Farcaster relay', () => {
  it('opens a channel for auth-client (201) with its token, nonce and sign-in link', async () => {
    const created = await app().createChannel({ siweUri: 'http://127.0.0.1:5174/', domain: '127.0.0.1:5174', nonce: 'nonce12345678' })
    expect(created.isError).toBe(false)
    if (created.isError) return
    expect(created.response.status).toBe(201)
    expect(created.data.nonce).toBe('nonce12345678')
    const link = new URL(created.data.url)
    expect(link.origin + link.pathname).toBe('http://127.0.0.1:5182/app/siwf')
    expect(Object.fromEntries(link.searchParams)).toEqual({ channelToken: created.data.channelToken, nonce: 'nonce12345678', siweUri: 'http://127.0.0.1:5174/', domain: '127.0.0.1:5174' })
  })

  it('opens channels only for a URI on an allowed origin, with that URI\'s host as domain', async () => {
    const open = (body: unknown) => fetch(`${relay.url}/v1/channel`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    const phishing = await open({ siweUri: 'https://evil.example/', domain: 'evil.example' })
    expect([phishing.status, await phishing.json()]).toEqual([400, { error: RELAY_MESSAGES.uriNotAllowed }])
    const borrowed = await open({ siweUri: 'http://127.0.0.1:5174/', domain: 'evil.example' })
    expect([borrowed.status, await borrowed.json()]).toEqual([400, { error: RELAY_MESSAGES.domainMismatch }])
  })

  it('opens only so many channels per client per minute, then says so (429)', async () => {
    const limited = await startRelayServer({
      channels: createChannelStore({ ttlMs: 60_000, linkFor: (token, params) => signInLink('http://127.0.0.1:5182', token, params) }),
      authKey: AUTH_KEY,
      allowedOrigins: ['http://127.0.0.1:5174'],
      channelLimit: createRateLimit({ limit: 2, windowMs: 60_000 }),
      port: 0,
    })
    try {
      const open = () => fetch(`${limited.url}/v1/channel`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ siweUri: 'http://127.0.0.1:5174/', domain: '127.0.0.1:5174' }) })
      expect([(await open()).status, (await open()).status]).toEqual([201, 201])
      const over = await open()
      expect([over.status, await over.json()]).toEqual([429, { error: RELAY_MESSAGES.tooManyChannels }])
    } finally {
      await limited.close()
    }
  })

  it('refuses a channel request that does not parse', async () => {
    const response = await fetch(`${relay.url}/v1/channel`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ domain: 'x y' }) })
    expect(response.status).toBe(400)
  })

  it('answers status 202 pending, then 200 completed once after authenticate, then 401', async () => {
    const created = await app().createChannel({ siweUri: 'http://127.0.0.1:5174/', domain: '127.0.0.1:5174' })
    if (created.isError) throw created.error
    const { channelToken } = created.data
    const pending = await app().status({ channelToken })
    expect(pending.isError ? undefined : [pending.response.status, pending.data.state]).toEqual([202, 'pending'])

    const signed = await signedBy(created.data)
    const answered = await wallet().authenticate({ channelToken, authKey: AUTH_KEY, ...signed })
    expect(answered.isError ? undefined : answered.response.status).toBe(201)
    const again = await wallet().authenticate({ channelToken, authKey: AUTH_KEY, ...signed })
    expect(again.isError ? undefined : again.response.status).toBe(409)

    const completed = await app().status({ channelToken })
    expect(completed.isError ? undefined : completed.response.status).toBe(200)
    expect(completed.isError ? undefined : completed.data).toMatchObject({ state: 'completed', ...signed, custody: custodyAccount(alice).address })
    const gone = await app().status({ channelToken })
    expect(gone.isError ? undefined : gone.response.status).toBe(401)
  })

  it('takes authenticate only with the channel token and the relay key, for a message of that channel', async () => {
    const created = await app().createChannel({ siweUri: 'http://127.0.0.1:5174/', domain: '127.0.0.1:5174' })
    if (created.isError) throw created.error
    const { channelToken } = created.data
    const post = (headers: Record<string, string>, body: unknown) =>
      fetch(`${relay.url}/v1/channel/authenticate`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
    const signed = await signedBy(created.data)
    expect((await post({ authorization: `Bearer ${channelToken}` }, signed)).status).toBe(401)
    expect((await post({ authorization: `Bearer ${channelToken}`, 'x-farcaster-auth-relay-key': 'wrong' }, signed)).status).toBe(401)
    expect((await post({ 'x-farcaster-auth-relay-key': AUTH_KEY }, signed)).status).toBe(401)
    expect((await post({ authorization: 'Bearer no-such-channel', 'x-farcaster-auth-relay-key': AUTH_KEY }, signed)).status).toBe(401)
    const good = { authorization: `Bearer ${channelToken}`, 'x-farcaster-auth-relay-key': AUTH_KEY }
    expect((await post(good, { ...signed, fid: 'one' })).status).toBe(400)
    expect((await post(good, await signedBy({ nonce: 'othernonce123' }))).status).toBe(400)
    expect((await post(good, await signedBy(created.data, 'evil.example'))).status).toBe(400)
    expect((await post(good, signed)).status).toBe(201)
  })

  it('lets pages of any origin open and poll channels (CORS), as the public relay does', async () => {
    const response = await fetch(`${relay.url}/v1/channel`, { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:5174', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization')
  })
})

import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInWithFetch } from '../../../sandbox/secure-site/oidc/signInWithFetch'
import { sandboxSocialProviders } from '../../../sandbox/secure-site/oidc/sandboxSocialProviders'
import { startOidcProvider, type OidcProvider } from '../../../sandbox/secure-site/oidc/startOidcProvider'
import { startAuthServer, type AuthServer } from './authServer'
import { createAuthService } from './authService'
import { createMemoryAuthStore } from './memoryAuthStore'
import { authErrorReplySchema, connectOtpReplySchema } from './schemas'

const SECURE_SITE = 'http://127.0.0.1:5174'
const REDIRECT = `${SECURE_SITE}/oauth/callback`
const DEVICE = 'device-social-00001'
let oidc: OidcProvider
let server: AuthServer

beforeAll(async () => {
  oidc = await startOidcProvider({ redirectUri: REDIRECT })
  const service = createAuthService({ store: createMemoryAuthStore(), mailer: { send: async () => undefined }, secret: randomBytes(32), publicUrl: 'http://127.0.0.1:5180', social: { ...sandboxSocialProviders(oidc), redirectUri: REDIRECT } })
  server = await startAuthServer({ service, allowedOrigins: [SECURE_SITE] })
})
afterAll(async () => {
  await server?.close()
  await oidc?.stop()
})

/** A sign-in at the provider as the frame starts it; answers what the frame then sends. */
async function signIn(username: string, provider = 'google', scope = 'openid profile email') {
  const codeVerifier = randomBytes(32).toString('base64url')
  const nonce = randomBytes(16).toString('base64url')
  const query = new URLSearchParams({
    client_id: provider,
    response_type: 'code',
    scope,
    redirect_uri: REDIRECT,
    state: 'state-0001',
    nonce,
    code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
    code_challenge_method: 'S256',
  })
  const result = new URL(await signInWithFetch(`${oidc.authorizationEndpoint}?${query}`, { username }))
  return { provider, code: result.searchParams.get('code') ?? '', codeVerifier, nonce, deviceId: DEVICE }
}
const post = (path: string, body: unknown, token?: string) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: SECURE_SITE, ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) })

describe('POST /v1/social/connect', () => {
  it('exchanges the code, checks the ID token and opens a session for the (provider, subject) user, the same one every time', async () => {
    const first = connectOtpReplySchema.parse(await (await post('/v1/social/connect', await signIn('erin'))).json())
    expect(first.user).toEqual({ id: expect.any(String), email: 'erin@google.example', userName: 'erin' })
    const again = connectOtpReplySchema.parse(await (await post('/v1/social/connect', await signIn('erin'))).json())
    expect(again.user.id).toBe(first.user.id)
    expect(again.token).not.toBe(first.token)
    const elsewhere = connectOtpReplySchema.parse(await (await post('/v1/social/connect', await signIn('erin', 'x'))).json())
    expect(elsewhere.user.id).not.toBe(first.user.id)
    const session = await fetch(`${server.url}/v1/session`, { headers: { authorization: `Bearer ${first.token}`, origin: SECURE_SITE } })
    expect(await session.json()).toMatchObject({ user: { id: first.user.id, userName: 'erin' }, deviceId: DEVICE })
  })

  it('refuses another nonce (ID_TOKEN_INVALID), a spent code and another verifier (SOCIAL_CODE_INVALID)', async () => {
    const errorOf = async (response: Response) => ({ status: response.status, ...authErrorReplySchema.parse(await response.json()).error })
    const body = await signIn('frank')
    expect(await errorOf(await post('/v1/social/connect', { ...body, nonce: 'another-nonce-000000' }))).toMatchObject({ status: 401, code: 'ID_TOKEN_INVALID' })
    expect(await errorOf(await post('/v1/social/connect', body))).toMatchObject({ status: 400, code: 'SOCIAL_CODE_INVALID' })
    const other = await signIn('frank')
    expect(await errorOf(await post('/v1/social/connect', { ...other, codeVerifier: 'w'.repeat(43) }))).toMatchObject({ status: 400, code: 'SOCIAL_CODE_INVALID' })
  })

  it("keeps the name the provider posted (Apple's, first time only) for a new user without a name claim, and later logins without it keep it", async () => {
    const connect = async (body: object) => connectOtpReplySchema.parse(await (await post('/v1/social/connect', body)).json()).user
    const noProfile = (username: string) => signIn(username, 'apple', 'openid email')
    const first = await connect({ ...(await noProfile('hana')), userName: 'Hana Sato' })
    expect(first).toEqual({ id: expect.any(String), email: 'hana@apple.example', userName: 'Hana Sato' })
    expect(await connect(await noProfile('hana'))).toEqual(first)
    // Apple posts it only the first time: one posted later names nobody already named.
    expect(await connect({ ...(await noProfile('hana')), userName: 'Someone Else' })).toEqual(first)
    // A name claim is the provider's latest word: it replaces the posted one.
    expect(await connect(await signIn('hana', 'apple'))).toEqual({ ...first, userName: 'hana' })
    expect((await post('/v1/social/connect', { ...(await noProfile('ivan')), userName: 'Ivan\u0000' })).status).toBe(400)
  })

  it('has no email to change for a social user', async () => {
    const { token } = connectOtpReplySchema.parse(await (await post('/v1/social/connect', await signIn('grace'))).json())
    const response = await post('/v1/email/update', { newEmail: 'grace@example.com' }, token)
    expect(response.status).toBe(409)
    expect(authErrorReplySchema.parse(await response.json()).error.code).toBe('NO_EMAIL')
  })
})

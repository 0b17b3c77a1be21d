import { createHash, randomInt, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FrameSocialProvider } from '@portico/contracts'
import { resolveSocialProvider } from '../../../secure-site/src/auth/resolveSocialProvider'
import { createSocialProviderClient } from '../../../secure-site/src/auth/socialProviderClient'
import { subjectOf } from './sandboxAccounts'
import { signInAnswer, signInWithFetch } from './signInWithFetch'
import { startOidcProvider, type OidcProvider } from './startOidcProvider'

const REDIRECT = 'http://127.0.0.1:5174/oauth/callback'
const VERIFIER = 'v'.repeat(43)
const NONCE = 'nonce-0123456789abcdef'
let oidc: OidcProvider

beforeAll(async () => {
  oidc = await startOidcProvider({ redirectUri: REDIRECT })
})
afterAll(() => oidc?.stop())

/** The secure site's client of the stand-in, as the sandbox configures it for `provider`. */
const clientOf = (provider: FrameSocialProvider) =>
  createSocialProviderClient(resolveSocialProvider(provider, { clientId: provider, issuer: oidc.url, authorizationEndpoint: oidc.authorizationEndpoint }), { redirectUri: REDIRECT })

const authorizeUrl = (clientId: string, extra: Record<string, string> = {}) =>
  `${oidc.authorizationEndpoint}?${new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: REDIRECT,
    state: 'state-1',
    nonce: NONCE,
    code_challenge: createHash('sha256').update(VERIFIER).digest('base64url'),
    code_challenge_method: 'S256',
    ...extra,
  })}`

describe('the sandbox OpenID provider', () => {
  it('answers its own address (the one npm start prints) with a page naming its providers, linking its configuration', async () => {
    const response = await fetch(`${oidc.url}/`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const page = await response.text()
    expect(page).toContain('Google, GitHub')
    expect(page).toContain('href="/.well-known/openid-configuration"')
    expect((await fetch(`${oidc.url}/.well-known/openid-configuration`)).status).toBe(200)
  })

  it('signs in any username without a consent page, and its code gives an ID token with the stable subject and the claims', async () => {
    const result = new URL(await signInWithFetch(authorizeUrl('google'), { username: 'Alice' }))
    expect(result.origin + result.pathname).toBe(REDIRECT)
    expect(result.searchParams.get('state')).toBe('state-1')
    expect(result.searchParams.get('iss')).toBe(oidc.url)
    const claims = await clientOf('google').exchangeCode({ code: result.searchParams.get('code') ?? '', codeVerifier: VERIFIER, nonce: NONCE })
    expect(claims).toEqual({ sub: subjectOf('alice'), userName: 'alice', email: 'alice@google.example' })
  })

  it('refuses the code with another verifier, and its second use', async () => {
    const client = clientOf('github')
    const code = new URL(await signInWithFetch(authorizeUrl('github'), { username: 'bob' })).searchParams.get('code') ?? ''
    const exchange = (codeVerifier: string) => client.exchangeCode({ code, codeVerifier, nonce: NONCE })
    await expect(exchange('w'.repeat(43))).rejects.toMatchObject({ code: 'SOCIAL_CODE_INVALID' })
    expect((await exchange(VERIFIER)).userName).toBe('bob')
    await expect(exchange(VERIFIER)).rejects.toMatchObject({ code: 'SOCIAL_CODE_INVALID' })
  })

  it('answers Cancel with access_denied to the redirect URI', async () => {
    const result = new URL(await signInWithFetch(authorizeUrl('discord'), 'cancel'))
    expect(result.origin + result.pathname).toBe(REDIRECT)
    expect(Object.fromEntries(result.searchParams)).toMatchObject({ error: 'access_denied', error_description: 'The user canceled the sign-in', state: 'state-1' })
  })

  it('asks who signs in every time (no single sign-on), and refuses a bad username with the page again', async () => {
    const page = await fetch(authorizeUrl('x'), { redirect: 'manual' })
    expect(page.status).toBe(303)
    const interaction = new URL(page.headers.get('location') ?? '', oidc.url)
    const cookie = page.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ')
    const html = await (await fetch(interaction, { headers: { cookie } })).text()
    expect(html).toContain('Sign in with X')
    const bad = await fetch(`${interaction.href}/login`, { method: 'POST', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, body: 'username=%3Cscript%3E' })
    expect(bad.status).toBe(400)
    const body = await bad.text()
    expect(body).toContain('&#60;script&#62;')
    expect(body).not.toContain('<script>')
  })

  it("answers Apple asked for form_post as Apple does: a POST of the code, with the `user` field (the typed name, the email) on the subject's first authorization only", async () => {
    const username = `ann-${randomUUID().slice(0, 8)}`
    const asApple = authorizeUrl('apple', { scope: 'openid name email', response_mode: 'form_post' })
    const first = await signInAnswer(asApple, { username, firstName: 'Ann', lastName: 'Lee' })
    if (first.method !== 'POST') throw new Error(`a redirect to ${first.url}`)
    expect(first.url).toBe(REDIRECT)
    expect(first.form.get('state')).toBe('state-1')
    expect(JSON.parse(first.form.get('user') ?? '')).toEqual({ name: { firstName: 'Ann', lastName: 'Lee' }, email: `${username}@apple.example` })
    // Apple's ID token names nobody: the name comes only in the `user` field.
    const claims = await clientOf('apple').exchangeCode({ code: first.form.get('code') ?? '', codeVerifier: VERIFIER, nonce: NONCE })
    expect(claims).toEqual({ sub: subjectOf(username), userName: null, email: `${username}@apple.example` })

    const again = await signInAnswer(asApple, { username, firstName: 'Other', lastName: 'Name' })
    if (again.method !== 'POST') throw new Error(`a redirect to ${again.url}`)
    expect([...again.form.keys()].sort()).toEqual(['code', 'iss', 'state'])
    // Another subject's first authorization has its own; with no name typed, one made from the username.
    const serial = randomInt(1e9)
    const other = await signInAnswer(asApple, { username: `kim.sato.${serial}` })
    expect(other.method === 'POST' && JSON.parse(other.form.get('user') ?? '')).toMatchObject({ name: { firstName: 'Kim', lastName: `Sato ${serial}` } })
  })

  it('posts Apple\'s Cancel as an error by form_post; other providers, and Apple asked for the query, redirect without a `user`', async () => {
    const cancelled = await signInAnswer(authorizeUrl('apple', { scope: 'openid name email', response_mode: 'form_post' }), 'cancel')
    expect(cancelled.method === 'POST' && Object.fromEntries(cancelled.form)).toMatchObject({ error: 'access_denied', state: 'state-1' })
    const username = `bo-${randomUUID().slice(0, 8)}`
    const google = new URL(await signInWithFetch(authorizeUrl('google', { scope: 'openid name email' }), { username }))
    expect(google.searchParams.has('code')).toBe(true)
    expect(google.searchParams.has('user')).toBe(false)
    const byQuery = new URL(await signInWithFetch(authorizeUrl('apple', { scope: 'openid name email' }), { username }))
    expect(byQuery.searchParams.has('code')).toBe(true)
    expect(byQuery.searchParams.has('user')).toBe(false)
  })

  it("shows Apple's name fields only on Apple's page, and refuses a name part over 64 characters", async () => {
    const pageOf = async (clientId: string) => {
      const start = await fetch(authorizeUrl(clientId, { response_mode: 'form_post' }), { redirect: 'manual' })
      const interaction = new URL(start.headers.get('location') ?? '', oidc.url)
      const cookie = start.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ')
      return { interaction, cookie, html: await (await fetch(interaction, { headers: { cookie } })).text() }
    }
    expect((await pageOf('google')).html).not.toContain('name="firstName"')
    const apple = await pageOf('apple')
    expect(apple.html).toContain('name="firstName"')
    expect(apple.html).toContain('name="lastName"')
    const long = await fetch(`${apple.interaction.href}/login`, {
      method: 'POST',
      headers: { cookie: apple.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'carl', firstName: 'C'.repeat(65), lastName: '<b>' }).toString(),
    })
    expect(long.status).toBe(400)
    const body = await long.text()
    expect(body).toContain('at most 64 characters')
    expect(body).toContain('value="&#60;b&#62;"')
  })

  it('refuses PKCE-less requests and unknown redirect URIs', async () => {
    const plain = await fetch(authorizeUrl('apple', { code_challenge: '', code_challenge_method: '' }), { redirect: 'manual' })
    expect(new URL(plain.headers.get('location') ?? 'http://x.invalid').searchParams.get('error')).toBe('invalid_request')
    const elsewhere = await fetch(authorizeUrl('apple', { redirect_uri: 'http://127.0.0.1:9/steal' }), { redirect: 'manual' })
    expect(elsewhere.status).toBe(400)
  })
})

import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOpenIdClient } from '../../../secure-site/src/auth/openIdClient'
import { subjectOf } from './sandboxAccounts'
import { signInWithFetch } from './signInWithFetch'
import { startOidcProvider, type OidcProvider } from './startOidcProvider'

const REDIRECT = 'http://127.0.0.1:5174/oauth/callback'
const VERIFIER = 'v'.repeat(43)
const NONCE = 'nonce-0123456789abcdef'
let oidc: OidcProvider

beforeAll(async () => {
  oidc = await startOidcProvider({ redirectUri: REDIRECT })
})
afterAll(() => oidc?.stop())

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
  it('signs in any username without a consent page, and its code gives an ID token with the stable subject and the claims', async () => {
    const result = new URL(await signInWithFetch(authorizeUrl('google'), { username: 'Alice' }))
    expect(result.origin + result.pathname).toBe(REDIRECT)
    expect(result.searchParams.get('state')).toBe('state-1')
    expect(result.searchParams.get('iss')).toBe(oidc.url)
    const claims = await createOpenIdClient({ issuer: oidc.url }).exchangeCode({ clientId: 'google', code: result.searchParams.get('code') ?? '', codeVerifier: VERIFIER, redirectUri: REDIRECT, nonce: NONCE })
    expect(claims).toMatchObject({ sub: subjectOf('alice'), preferred_username: 'alice', name: 'alice', email: 'alice@google.example', aud: 'google', nonce: NONCE })
  })

  it('refuses the code with another verifier, and its second use', async () => {
    const client = createOpenIdClient({ issuer: oidc.url })
    const code = new URL(await signInWithFetch(authorizeUrl('github'), { username: 'bob' })).searchParams.get('code') ?? ''
    const exchange = (codeVerifier: string) => client.exchangeCode({ clientId: 'github', code, codeVerifier, redirectUri: REDIRECT, nonce: NONCE })
    await expect(exchange('w'.repeat(43))).rejects.toMatchObject({ code: 'SOCIAL_CODE_INVALID' })
    expect((await exchange(VERIFIER)).preferred_username).toBe('bob')
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

  it('refuses PKCE-less requests and unknown redirect URIs', async () => {
    const plain = await fetch(authorizeUrl('apple', { code_challenge: '', code_challenge_method: '' }), { redirect: 'manual' })
    expect(new URL(plain.headers.get('location') ?? 'http://x.invalid').searchParams.get('error')).toBe('invalid_request')
    const elsewhere = await fetch(authorizeUrl('apple', { redirect_uri: 'http://127.0.0.1:9/steal' }), { redirect: 'manual' })
    expect(elsewhere.status).toBe(400)
  })
})

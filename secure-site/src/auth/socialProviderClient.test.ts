import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportPKCS8, generateKeyPair, jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { frameSocialOf } from './frameSocialOf'
import { resolveSocialProvider } from './resolveSocialProvider'
import { createSocialProviderClient } from './socialProviderClient'

const REDIRECT = 'http://127.0.0.1:5174/oauth/callback'
const VERIFIER = 'v'.repeat(43)
const GITHUB = { clientId: 'Iv1.portico', clientSecret: 'gh-client-secret' }
let server: Server
let url: string
const tokenRequests: URLSearchParams[] = []

// A provider answering as GitHub does: a token for the code (PKCE and the client secret checked), then its own user shape.
beforeAll(async () => {
  server = createServer((req, res) => {
    const reply = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    if (req.method === 'POST' && req.url === '/login/oauth/access_token') {
      let raw = ''
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()))
      req.on('end', () => {
        const form = new URLSearchParams(raw)
        tokenRequests.push(form)
        const good = form.get('code') === 'code-1' && form.get('code_verifier') === VERIFIER && form.get('client_secret') === GITHUB.clientSecret && form.get('redirect_uri') === REDIRECT
        if (good) reply(200, { access_token: 'gho_token', token_type: 'bearer', scope: 'read:user' })
        else reply(400, { error: 'invalid_grant' })
      })
      return
    }
    if (req.method === 'GET' && req.url === '/user' && req.headers.authorization === 'Bearer gho_token') return reply(200, { id: 583231, login: 'octocat', name: 'The Octocat', email: null })
    reply(401, { message: 'Bad credentials' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('an OAuth 2 provider with user info (GitHub)', () => {
  const github = () =>
    createSocialProviderClient(
      resolveSocialProvider('github', { ...GITHUB, authorizationEndpoint: `${url}/login/oauth/authorize`, tokenEndpoint: `${url}/login/oauth/access_token`, userInfoEndpoint: `${url}/user` }),
      { redirectUri: REDIRECT },
    )

  it('exchanges the code with the verifier and the client secret, and reads the account from the user info', async () => {
    expect(await github().exchangeCode({ code: 'code-1', codeVerifier: VERIFIER, nonce: 'unused-nonce' })).toEqual({ sub: '583231', userName: 'octocat', email: null })
    expect(tokenRequests.at(-1)?.get('grant_type')).toBe('authorization_code')
  })

  it('sends a client secret signed afresh for the exchange when the provider is set up with a signing key (as Apple is)', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true })
    const signing = { teamId: 'ABCDE12345', keyId: 'XYZ987ABCD', privateKey: await exportPKCS8(privateKey) }
    const provider = resolveSocialProvider('github', { clientId: 'com.example.web', ...signing, authorizationEndpoint: `${url}/login/oauth/authorize`, tokenEndpoint: `${url}/login/oauth/access_token`, userInfoEndpoint: `${url}/user` })
    // This stand-in knows GitHub's static secret only: the point is what the request carried.
    await expect(createSocialProviderClient(provider, { redirectUri: REDIRECT }).exchangeCode({ code: 'code-1', codeVerifier: VERIFIER, nonce: 'unused-nonce' })).rejects.toMatchObject({ code: 'SOCIAL_CODE_INVALID' })
    const sent = tokenRequests.at(-1)?.get('client_secret') ?? ''
    const { payload, protectedHeader } = await jwtVerify(sent, publicKey, { audience: 'https://appleid.apple.com', issuer: 'ABCDE12345', subject: 'com.example.web' })
    expect(protectedHeader).toEqual({ alg: 'ES256', kid: 'XYZ987ABCD' })
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(300)
  })

  it('answers a code the provider refuses with SOCIAL_CODE_INVALID', async () => {
    await expect(github().exchangeCode({ code: 'code-1', codeVerifier: 'w'.repeat(43), nonce: 'unused-nonce' })).rejects.toMatchObject({ status: 400, code: 'SOCIAL_CODE_INVALID' })
  })
})

describe('provider settings', () => {
  it("fill in the provider's public endpoints, and give the frame no client secret", () => {
    expect(resolveSocialProvider('github', GITHUB)).toMatchObject({ kind: 'oauth2', tokenEndpoint: 'https://github.com/login/oauth/access_token', userInfoEndpoint: 'https://api.github.com/user' })
    expect(resolveSocialProvider('google', { clientId: 'g' })).toMatchObject({ kind: 'openid', issuer: 'https://accounts.google.com' })
    const frame = frameSocialOf({ providers: { github: GITHUB, google: { clientId: 'g', clientSecret: 'google-secret' } } })
    expect(frame.providers.github).toEqual({ authorizationEndpoint: 'https://github.com/login/oauth/authorize', clientId: GITHUB.clientId, scope: 'read:user user:email' })
    expect(frame.providers.google?.issuer).toBe('https://accounts.google.com')
    for (const secret of [GITHUB.clientSecret, 'google-secret']) expect(JSON.stringify(frame)).not.toContain(secret)
  })
})

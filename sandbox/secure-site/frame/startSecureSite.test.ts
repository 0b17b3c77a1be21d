import { createHash, randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilInstance } from '../../../toolchain/processes/anvil'
import { connectOtpReplySchema } from '../../../secure-site/src/auth/schemas'
import { readApprovalLink, readOtp } from '../mail/mailCatcherClient'
import { FUNDING_AMOUNT } from './faucet'
import { fundReplySchema } from '../../../secure-site/src/frame/fundSchemas'
import { SCRIPTED_SANDBOX_PROJECTS } from './sandboxProjects'
import { SECURE_SITE_CONFIG_ELEMENT_ID, secureSiteConfigSchema } from '../../../secure-site/src/frame/secureSiteConfig'
import { startSecureSite, type SecureSite } from './startSecureSite'
import { frameSocialOf } from '../../../secure-site/src/auth/frameSocialOf'
import { sandboxSocialProviders } from '../oidc/sandboxSocialProviders'
import { signInAnswer } from '../oidc/signInWithFetch'
import { POSTED_USER_NAME_PARAM } from '../../../secure-site/src/frame/postedUserNameParam'

const DAPP = 'http://127.0.0.1:5173'
let anvil: AnvilInstance
let site: SecureSite
let root: string

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'portico-secure-site-'))
  await writeFile(join(root, 'index.html'), '<!doctype html><html><head><script defer src="/frame.js"></script></head><body></body></html>')
  await writeFile(join(root, 'frame.js'), 'console.log("frame")')
  anvil = await startAnvil({ port: 0, chainId: 31337 })
  site = await startSecureSite({ root, allowedDappOrigins: [DAPP], chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl, name: 'Anvil' }], projects: SCRIPTED_SANDBOX_PROJECTS })
}, 60_000)
afterAll(async () => {
  await site?.stop()
  await anvil?.stop()
  await rm(root, { recursive: true, force: true })
})

describe('startSecureSite', () => {
  it('serves the frame page on its own origin with its config as JSON data, scripts from itself only', async () => {
    expect(site.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const response = await fetch(`${site.url}/?projectId=e2e&chainId=eip155%3A31337`)
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(response.headers.get('x-frame-options')).toBeNull()
    // Framed only by the allowed dapps, at every level of nesting.
    expect(response.headers.get('content-security-policy')).toMatch(new RegExp(`frame-ancestors ${DAPP}$`))
    const html = await response.text()
    const json = new RegExp(`id="${SECURE_SITE_CONFIG_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1] ?? ''
    expect(secureSiteConfigSchema.parse(JSON.parse(json))).toEqual({
      authUrl: site.authUrl,
      allowedDappOrigins: [DAPP],
      chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl, name: 'Anvil' }],
      social: frameSocialOf(sandboxSocialProviders({ url: site.oidcUrl, authorizationEndpoint: `${site.oidcUrl}/auth` })),
      farcasterRelayUrl: site.farcaster?.relayUrl,
      // The project's own settings reach its page (where its approvals are answered), no other
      // project's; its scripted password is the sandbox frame build's, never in the page.
      projects: { e2e: { approvals: SCRIPTED_SANDBOX_PROJECTS.e2e?.approvals } },
      // The sandbox's faucet: its frames ask POST /v1/fund for a new account's test ether.
      fundNewAccounts: true,
    })
    // The frame may call the relay (its channels), and nothing else beyond the auth service and the nodes.
    expect(response.headers.get('content-security-policy')).toContain(`connect-src 'self' ${site.authUrl} ${anvil.rpcUrl} ${site.farcaster?.relayUrl}`)
    expect(await (await fetch(`${site.url}/frame.js`)).text()).toBe('console.log("frame")')
    // The built page is never served bare, without its config and headers.
    expect((await fetch(`${site.url}/index`)).status).toBe(404)
    expect((await fetch(`${site.url}/./index.html?x`)).headers.get('content-security-policy')).toContain("default-src 'none'")
  })

  it('serves the social login callback and approval popup pages (the same page, never framed) and runs the OpenID provider for it', async () => {
    const callback = await fetch(`${site.url}/oauth/callback?code=c&state=s`)
    expect(callback.status).toBe(200)
    expect(callback.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(await callback.text()).toContain(SECURE_SITE_CONFIG_ELEMENT_ID)
    // Top-level windows only: the callback page and the approval popup are never framed.
    for (const page of [callback, await fetch(`${site.url}/approve`)]) {
      expect(page.status).toBe(200)
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      expect(page.headers.get('x-frame-options')).toBe('DENY')
    }
    const discovery = (await (await fetch(`${site.oidcUrl}/.well-known/openid-configuration`)).json()) as { issuer: string }
    expect(discovery.issuer).toBe(site.oidcUrl)
  })

  it("has Apple answer by form_post: its POST to the callback goes on to the callback page with the name posted the first time only", async () => {
    const apple = secureSiteConfigSchema.parse(JSON.parse(new RegExp(`id="${SECURE_SITE_CONFIG_ELEMENT_ID}">(.*?)</script>`).exec(await (await fetch(`${site.url}/?projectId=e2e`)).text())?.[1] ?? '')).social?.providers.apple
    if (!apple?.responseMode) throw new Error(`Apple is not form_post: ${JSON.stringify(apple)}`)
    const authorize = new URL(apple.authorizationEndpoint)
    authorize.search = new URLSearchParams({
      client_id: apple.clientId,
      response_type: 'code',
      scope: apple.scope,
      response_mode: apple.responseMode,
      redirect_uri: `${site.url}/oauth/callback`,
      state: 'state-apple',
      nonce: 'nonce-apple-0123456789',
      code_challenge: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url'),
      code_challenge_method: 'S256',
    }).toString()
    const callbackOf = async (name: { firstName: string; lastName: string }) => {
      const answer = await signInAnswer(authorize.href, { username: 'hana', ...name })
      expect(answer).toMatchObject({ method: 'POST', url: `${site.url}/oauth/callback` })
      const posted = await fetch(answer.url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: answer.method === 'POST' ? answer.form : '' })
      expect(posted.status).toBe(303)
      return new URL(posted.headers.get('location') ?? '', site.url)
    }
    const first = await callbackOf({ firstName: 'Hana', lastName: 'Sato' })
    expect(first.pathname).toBe('/oauth/callback')
    expect(first.searchParams.get('state')).toBe('state-apple')
    expect(first.searchParams.get('code')).toBeTruthy()
    expect(first.searchParams.get(POSTED_USER_NAME_PARAM)).toBe('Hana Sato')
    const again = await callbackOf({ firstName: 'Someone', lastName: 'Else' })
    expect(again.searchParams.get('code')).toBeTruthy()
    expect(again.searchParams.has(POSTED_USER_NAME_PARAM)).toBe(false)
  })

  it('funds a signed-in user once with 10 ETH per chain, and refuses without a session', async () => {
    const address = '0x00000000000000000000000000000000000f0fd1'
    const fund = (token?: string, origin = site.url) =>
      fetch(`${site.url}/v1/fund`, { method: 'POST', headers: { 'content-type': 'application/json', origin, ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify({ address }) })
    expect((await fund()).status).toBe(401)
    expect((await fund('not-a-token')).status).toBe(401)

    const call = (path: string, body: unknown) =>
      fetch(`${site.authUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: site.url }, body: JSON.stringify(body) })
    const login = { email: 'fund@example.com', deviceId: 'funding-device-0001' }
    // A fresh device approves the mailed device link first (new users too), then gets the code.
    expect(await (await call('/v1/email/connect', login)).json()).toEqual({ action: 'VERIFY_DEVICE' })
    expect((await fetch(readApprovalLink(await site.mail.client.waitForMail(login.email, (mail) => mail.subject.includes('new device'))))).status).toBe(200)
    expect(await (await call('/v1/device/connect', login)).json()).toEqual({ action: 'VERIFY_OTP' })
    const otp = readOtp(await site.mail.client.waitForMail(login.email, (mail) => mail.subject.includes('sign-in code')))
    const { token } = connectOtpReplySchema.parse(await (await call('/v1/email/connect-otp', { ...login, otp })).json())

    expect((await fund(token, DAPP)).status).toBe(403)
    const answer = await fund(token)
    const body: unknown = await answer.json()
    expect({ status: answer.status, body }).toMatchObject({ status: 200 })
    const first = fundReplySchema.parse(body)
    expect(first.funded.map((entry) => entry.chainId)).toEqual([31337])
    expect(await createPublicClient({ transport: http(anvil.rpcUrl) }).getBalance({ address })).toBe(FUNDING_AMOUNT)
    expect(fundReplySchema.parse(await (await fund(token)).json())).toEqual({ funded: [] })
  })
})

import { FRAME_REQUEST_TYPES, frameRequest, type FrameReplyMessage, type FrameRequestName, type FrameRequestPayloadInput, type FrameRequestType } from '@portico/frame-protocol'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { signInWithFetch, type SignInChoice } from '../../../../sandbox/secure-site/oidc/signInWithFetch'
import { startOidcProvider, type OidcProvider } from '../../../../sandbox/secure-site/oidc/startOidcProvider'
import { sandboxSocialProviders } from '../../../../sandbox/secure-site/oidc/sandboxSocialProviders'
import { SOCIAL_CALLBACK_PATH } from '../socialCallbackPath'
import type { createFrameApp } from './createFrameApp'
import { DAPP_ORIGIN, SELF_ORIGIN, startFrameAppFixture } from './frameAppFixture'
import { memoryStorage } from './memoryStorage'
import { NOT_THIS_SIGN_IN } from './socialLogin'

type App = ReturnType<typeof createFrameApp>
const T = FRAME_REQUEST_TYPES
let oidc: OidcProvider
let fixture: Awaited<ReturnType<typeof startFrameAppFixture>>
let counter = 0

beforeAll(async () => {
  oidc = await startOidcProvider({ redirectUri: `${SELF_ORIGIN}${SOCIAL_CALLBACK_PATH}` })
})
afterAll(() => oidc?.stop())
beforeEach(async () => {
  fixture = await startFrameAppFixture({ social: sandboxSocialProviders(oidc) })
})
afterEach(() => fixture.stop())

const ask = <N extends FrameRequestName>(app: App, type: FrameRequestType<N>, payload: FrameRequestPayloadInput<N>, origin = DAPP_ORIGIN): Promise<FrameReplyMessage> =>
  app.handle(frameRequest(type, payload, `social-${++counter}`), origin)

/** The page's part: ask for the provider's URL, let the user sign in there, and hand the result back. */
async function resultOf(app: App, choice: SignInChoice, provider: 'google' | 'github' | 'apple' = 'google') {
  const reply = await ask(app, T.GET_SOCIAL_REDIRECT_URI, { provider })
  if (reply.type !== '@w3m-frame/GET_SOCIAL_REDIRECT_URI_SUCCESS') throw new Error(JSON.stringify(reply))
  return signInWithFetch((reply.payload as { uri: string }).uri, choice)
}

describe('social login in the frame', () => {
  it('asks a form_post provider (Apple) for response_mode=form_post, and the others for nothing of the kind', async () => {
    const apple = { clientId: 'apple', issuer: oidc.url, authorizationEndpoint: oidc.authorizationEndpoint, responseMode: 'form_post' as const }
    const own = await startFrameAppFixture({ social: { providers: { apple, discord: { ...apple, clientId: 'discord', responseMode: undefined } } } })
    try {
      const app = own.makeApp()
      await ask(app, T.SYNC_DAPP_DATA, { metadata: { name: 'Dapp', description: '', url: DAPP_ORIGIN, icons: [] }, sdkVersion: '4', sdkType: 'portico', projectId: 'p' })
      const uriOf = async (provider: 'apple' | 'discord') => new URL(((await ask(app, T.GET_SOCIAL_REDIRECT_URI, { provider })).payload as { uri: string }).uri)
      expect((await uriOf('apple')).searchParams.get('response_mode')).toBe('form_post')
      expect((await uriOf('discord')).searchParams.has('response_mode')).toBe(false)
    } finally {
      await own.stop()
    }
  })

  it("sends the auth service the name the frame server took from Apple's form_post, and leaves out one that is not a name", async () => {
    // No profile scope: the ID token names nobody, as Apple's does.
    const own = await startFrameAppFixture({ social: { providers: { apple: { clientId: 'apple', issuer: oidc.url, authorizationEndpoint: oidc.authorizationEndpoint, scope: 'openid email' } } } })
    try {
      const app = own.makeApp()
      const named = `${await resultOf(app, { username: 'ann' }, 'apple')}&user_name=Ann+Lee`
      expect(await ask(app, T.CONNECT_SOCIAL, { uri: named })).toMatchObject({ type: '@w3m-frame/CONNECT_SOCIAL_SUCCESS', payload: { userName: 'Ann Lee', email: 'ann@apple.example' } })
      const other = own.makeApp(memoryStorage())
      const unnamed = await ask(other, T.CONNECT_SOCIAL, { uri: `${await resultOf(other, { username: 'bo' }, 'apple')}&user_name=${'B'.repeat(129)}` })
      expect(unnamed).toMatchObject({ type: '@w3m-frame/CONNECT_SOCIAL_SUCCESS', payload: { email: 'bo@apple.example' } })
      expect(unnamed.payload).not.toHaveProperty('userName')
    } finally {
      await own.stop()
    }
  })

  it("answers the provider's authorization URL with PKCE S256, a nonce and a state naming the dapp", async () => {
    const app = fixture.makeApp()
    await ask(app, T.SYNC_DAPP_DATA, { metadata: { name: 'Dapp', description: '', url: `${DAPP_ORIGIN}/swap`, icons: [] }, sdkVersion: '4', sdkType: 'portico', projectId: 'p' })
    const reply = await ask(app, T.GET_SOCIAL_REDIRECT_URI, { provider: 'discord' })
    const uri = new URL((reply.payload as { uri: string }).uri)
    expect(uri.origin + uri.pathname).toBe(oidc.authorizationEndpoint)
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      client_id: 'discord',
      response_type: 'code',
      scope: 'openid profile email',
      redirect_uri: `${SELF_ORIGIN}${SOCIAL_CALLBACK_PATH}`,
      code_challenge_method: 'S256',
      state: expect.stringMatching(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/),
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    })
    expect(Buffer.from(uri.searchParams.get('state')?.split('.')[1] ?? '', 'base64url').toString()).toBe(`${DAPP_ORIGIN}/swap`)
    // The verifier stays in the frame: only its challenge leaves.
    const [flow] = [...fixture.storage.entries].filter(([key]) => key.endsWith('social-flow')).map(([, value]) => JSON.parse(value) as { codeVerifier: string })
    expect(flow?.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(uri.href).not.toContain(flow?.codeVerifier)
  })

  it('connects the user with its provider user name, funds the new wallet once, and finds the same wallet for the same account', async () => {
    const app = fixture.makeApp()
    const first = await ask(app, T.CONNECT_SOCIAL, { uri: await resultOf(app, { username: 'alice' }) })
    expect(first).toMatchObject({ type: '@w3m-frame/CONNECT_SOCIAL_SUCCESS', payload: { userName: 'alice', email: 'alice@google.example', chainId: 31337, preferredAccountType: 'eoa' } })
    const address = (first.payload as { address: string }).address
    expect(fixture.fundCalls).toEqual([{ address, authorization: expect.stringMatching(/^Bearer /) }])
    expect(await ask(app, T.GET_USER, {})).toMatchObject({ payload: { address, userName: 'alice' } })

    const otherBrowser = fixture.makeApp(memoryStorage())
    expect(await ask(otherBrowser, T.CONNECT_SOCIAL, { uri: await resultOf(otherBrowser, { username: 'alice' }) })).toMatchObject({ payload: { address, userName: 'alice' } })
    expect(fixture.fundCalls).toHaveLength(1)
    const reloaded = fixture.makeApp()
    await reloaded.restore()
    expect(await ask(reloaded, T.GET_USER, {})).toMatchObject({ payload: { address, userName: 'alice' } })

    const github = await ask(otherBrowser, T.CONNECT_SOCIAL, { uri: await resultOf(otherBrowser, { username: 'alice' }, 'github') })
    expect(github).toMatchObject({ payload: { userName: 'alice', email: 'alice@github.example' } })
    expect((github.payload as { address: string }).address).not.toBe(address)
  })

  it("answers the provider's error (Cancel) as an error reply", async () => {
    const app = fixture.makeApp()
    expect(await ask(app, T.CONNECT_SOCIAL, { uri: await resultOf(app, 'cancel') })).toMatchObject({
      type: '@w3m-frame/CONNECT_SOCIAL_ERROR',
      payload: { message: 'The user canceled the sign-in' },
    })
    expect(await ask(app, T.IS_CONNECTED, undefined)).toMatchObject({ payload: { isConnected: false } })
  })

  it('refuses a result used twice, for another dapp, from another sign-in, or not from its callback page', async () => {
    const app = fixture.makeApp()
    const uri = await resultOf(app, { username: 'bob' })
    const refused = async (resultUri: string, origin = DAPP_ORIGIN) => (await ask(app, T.CONNECT_SOCIAL, { uri: resultUri }, origin)).payload
    expect(await refused(uri.replace(SELF_ORIGIN, 'http://localhost:5174'))).toEqual({ message: 'This is not a sign-in result of this secure site' })
    expect(await refused(uri.replace(SOCIAL_CALLBACK_PATH, '/elsewhere'))).toEqual({ message: 'This is not a sign-in result of this secure site' })
    expect(await refused(uri.replace(/state=[^&]+/, 'state=forged.aHR0cDovLzEyNy4wLjAuMTo1MTczLw'))).toEqual({ message: NOT_THIS_SIGN_IN })
    expect(await ask(app, T.CONNECT_SOCIAL, { uri })).toMatchObject({ type: '@w3m-frame/CONNECT_SOCIAL_SUCCESS', payload: { userName: 'bob' } })
    expect(await refused(uri)).toEqual({ message: NOT_THIS_SIGN_IN })

    const other = fixture.makeApp(memoryStorage())
    const forAnotherFrame = await resultOf(other, { username: 'carol' })
    expect(await refused(forAnotherFrame)).toEqual({ message: NOT_THIS_SIGN_IN })
  })

  it('keeps social and email users apart, even with the same email', async () => {
    const app = fixture.makeApp()
    const social = await ask(app, T.CONNECT_SOCIAL, { uri: await resultOf(app, { username: 'dave' }) })
    await ask(app, T.SIGN_OUT, undefined)
    // This device has no email sign-in yet: the mailed device link first, then the code.
    expect(await ask(app, T.CONNECT_EMAIL, { email: 'dave@google.example' })).toMatchObject({ payload: { action: 'VERIFY_DEVICE' } })
    await fixture.service.approveDevice(fixture.lastApprovalToken())
    expect(await ask(app, T.CONNECT_DEVICE, undefined)).toMatchObject({ type: '@w3m-frame/CONNECT_DEVICE_SUCCESS' })
    await ask(app, T.CONNECT_OTP, { otp: fixture.lastCode() })
    const byEmail = await ask(app, T.GET_USER, {})
    expect(byEmail).toMatchObject({ payload: { email: 'dave@google.example' } })
    expect(byEmail.payload).not.toHaveProperty('userName')
    expect((byEmail.payload as { address: string }).address).not.toBe((social.payload as { address: string }).address)
  })
})

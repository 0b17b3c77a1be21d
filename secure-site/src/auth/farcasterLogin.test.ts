import { randomBytes } from 'node:crypto'
import { createWalletClient, viemConnector } from '@farcaster/auth-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilInstance } from '../../../toolchain/processes/anvil'
import { installFarcasterRegistries } from '../../../sandbox/secure-site/farcaster/installFarcasterRegistries'
import { custodyAccount, SANDBOX_FARCASTER_USERS, sandboxUserNameOf, type SandboxFarcasterUser } from '../../../sandbox/secure-site/farcaster/sandboxFarcasterUsers'
import { createAuthService, type AuthService } from './authService'
import { createFarcasterVerifier } from './farcasterVerifier'
import { FARCASTER_NONCE_LIMIT_MESSAGE } from './farcasterLogin'
import { createMemoryAuthStore } from './memoryAuthStore'

const SITE = 'http://127.0.0.1:5174'
const DEVICE = 'farcaster-device-001'
const [alice, bob] = SANDBOX_FARCASTER_USERS as [SandboxFarcasterUser, SandboxFarcasterUser]
let anvil: AnvilInstance
let service: AuthService

beforeAll(async () => {
  anvil = await startAnvil({ port: 0, chainId: 31337 })
  await installFarcasterRegistries(anvil.rpcUrl, SANDBOX_FARCASTER_USERS)
  service = createAuthService({
    store: createMemoryAuthStore(),
    mailer: { send: async () => undefined },
    secret: randomBytes(32),
    publicUrl: 'http://127.0.0.1:5180',
    farcaster: { siteOrigin: SITE, verify: createFarcasterVerifier(anvil.rpcUrl), userNameOf: sandboxUserNameOf },
  })
}, 60_000)
afterAll(async () => {
  await anvil?.stop()
})

/** What the sandbox Farcaster app does on Approve: the SIWF message for `fid`, signed by `signer`'s custody key. */
async function signIn({ nonce, domain = '127.0.0.1:5174', fid = alice.fid, signer = alice }: { nonce: string; domain?: string; fid?: number; signer?: SandboxFarcasterUser }) {
  const wallet = createWalletClient({ ethereum: viemConnector({ rpcUrl: anvil.rpcUrl }) })
  const built = wallet.buildSignInMessage({ domain, uri: `${SITE}/`, nonce, address: custodyAccount(signer).address, fid })
  if (built.isError) throw built.error
  return { message: built.message, signature: await custodyAccount(signer).signMessage({ message: built.message }), nonce, deviceId: DEVICE }
}

describe('Sign In With Farcaster at the auth service', () => {
  it("issues a nonce with the secure site's domain and URI", async () => {
    const issued = await service.farcasterNonce()
    expect(issued).toEqual({ nonce: expect.stringMatching(/^[A-Za-z0-9]{8,}$/), domain: '127.0.0.1:5174', siweUri: `${SITE}/` })
    expect((await service.farcasterNonce()).nonce).not.toBe(issued.nonce)
  })

  it('opens a session for the fid the custody key signed for, the same user every time', async () => {
    const first = await service.connectFarcaster(await signIn(await service.farcasterNonce()))
    expect(first.user).toMatchObject({ email: null, userName: 'alice' })
    expect(await service.getSession(first.token)).toMatchObject({ user: first.user, deviceId: DEVICE })
    const second = await service.connectFarcaster(await signIn(await service.farcasterNonce()))
    expect(second.user.id).toBe(first.user.id)
    const other = await service.connectFarcaster(await signIn({ ...(await service.farcasterNonce()), fid: bob.fid, signer: bob }))
    expect(other.user).toMatchObject({ userName: 'bob' })
    expect(other.user.id).not.toBe(first.user.id)
  })

  it('gives one client only so many nonces a minute, with a clear error past that', async () => {
    let now = 0
    const limited = createAuthService({
      store: createMemoryAuthStore(),
      mailer: { send: async () => undefined },
      secret: randomBytes(32),
      publicUrl: 'http://127.0.0.1:5180',
      now: () => now,
      farcaster: { siteOrigin: SITE, verify: createFarcasterVerifier(anvil.rpcUrl), userNameOf: sandboxUserNameOf, noncesPerClientPerMinute: 2 },
    })
    await limited.farcasterNonce('10.0.0.1')
    await limited.farcasterNonce('10.0.0.1')
    await expect(limited.farcasterNonce('10.0.0.1')).rejects.toMatchObject({ status: 429, code: 'FARCASTER_NONCE_LIMIT', message: FARCASTER_NONCE_LIMIT_MESSAGE })
    await expect(limited.farcasterNonce('10.0.0.2')).resolves.toMatchObject({ domain: '127.0.0.1:5174' })
    now = 60_000
    await expect(limited.farcasterNonce('10.0.0.1')).resolves.toMatchObject({ domain: '127.0.0.1:5174' })
  })

  it('refuses a nonce it did not issue, or one already used', async () => {
    await expect(service.connectFarcaster(await signIn({ nonce: 'madeupnonce123' }))).rejects.toMatchObject({ code: 'FARCASTER_NONCE_INVALID', status: 401 })
    const { nonce } = await service.farcasterNonce()
    await service.connectFarcaster(await signIn({ nonce }))
    await expect(service.connectFarcaster(await signIn({ nonce }))).rejects.toMatchObject({ code: 'FARCASTER_NONCE_INVALID' })
  })

  it("refuses another site's message and a key that is not the fid's custody", async () => {
    await expect(service.connectFarcaster(await signIn({ ...(await service.farcasterNonce()), domain: 'evil.example' }))).rejects.toMatchObject({
      code: 'FARCASTER_SIGN_IN_INVALID',
      message: 'Sign In With Farcaster failed: Invalid domain',
    })
    await expect(service.connectFarcaster(await signIn({ ...(await service.farcasterNonce()), fid: alice.fid, signer: bob }))).rejects.toMatchObject({ code: 'FARCASTER_SIGN_IN_INVALID' })
    const signed = await signIn(await service.farcasterNonce())
    await expect(service.connectFarcaster({ ...signed, signature: (await signIn({ nonce: signed.nonce, signer: bob, fid: bob.fid })).signature })).rejects.toMatchObject({
      code: 'FARCASTER_SIGN_IN_INVALID',
    })
  })

  it('has no email to change for a Farcaster user', async () => {
    const { token } = await service.connectFarcaster(await signIn(await service.farcasterNonce()))
    await expect(service.updateEmail(token, { newEmail: 'alice@example.com' })).rejects.toMatchObject({ code: 'NO_EMAIL' })
  })

  it('answers FARCASTER_NOT_SET_UP on a service without it', async () => {
    const plain = createAuthService({ store: createMemoryAuthStore(), mailer: { send: async () => undefined }, secret: randomBytes(32), publicUrl: 'http://127.0.0.1:5180' })
    await expect(plain.farcasterNonce()).rejects.toMatchObject({ code: 'FARCASTER_NOT_SET_UP', status: 404 })
  })
})

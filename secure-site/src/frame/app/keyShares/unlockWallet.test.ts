import { describe, expect, it } from 'vitest'
import { deviceShareBodySchema, keySharesBodySchema } from '../../../auth/schemas'
import { AuthServiceError, type AuthClient } from '../authClient'
import { fakePasskeyPrf } from '../frameAppFixture'
import { memoryStorage } from '../memoryStorage'
import { createDeviceShareStorage } from './deviceShareStorage'
import type { FactorChoice } from './recoveryFactorKey'
import { unlockWallet, WalletLockedError, type UnlockWalletOptions, type WalletKeyPrompt } from './unlockWallet'

type Stored = Parameters<AuthClient['putKeyShares']>[1]
const USER = { id: 'user-1', name: 'alice@example.com' }

/** The auth service's key-share routes in memory, per device token, with its release count. */
function fakeAuth() {
  let stored: Stored | undefined
  const devices = new Map<string, string>()
  let releases = 0
  const auth: UnlockWalletOptions['auth'] = {
    getAuthShare: async (token) => {
      if (!stored) return { missing: 'wallet' }
      const authShare = devices.get(token)
      return authShare ? { authShare } : { missing: 'device' }
    },
    getRecoveryShare: async () => {
      if (!stored) throw new AuthServiceError(404, 'NO_KEY_SHARES', 'none')
      if (releases >= 2) throw new AuthServiceError(429, 'RECOVERY_LOCKED', 'Too many recovery attempts. Please try again after 900 seconds')
      releases += 1
      return { ...stored, attemptsLeft: 2 - releases }
    },
    putKeyShares: async (token, body) => {
      stored = keySharesBodySchema.parse(body)
      devices.set(token, body.authShare)
      return { ok: true as const }
    },
    putDeviceShare: async (token, body) => {
      devices.set(token, deviceShareBodySchema.parse(body).authShare)
      releases = 0
      return { ok: true as const }
    },
  }
  return { auth, releases: () => releases, uploaded: () => stored }
}

/** A user who gives these answers in turn, and the error messages the frame showed them. */
function user(...answers: FactorChoice[]): WalletKeyPrompt & { shown: string[] } {
  const shown: string[] = []
  const answer = async (submit: (choice: FactorChoice) => Promise<void>) => {
    for (const choice of answers) {
      try {
        return await submit(choice)
      } catch (error) {
        shown.push((error as Error).message)
      }
    }
    throw new Error('the user gave up')
  }
  return { shown, chooseFactor: (_options, submit) => answer(submit), enterFactor: (_kind, submit) => answer(submit) }
}

const PASSWORD: FactorChoice = { kind: 'password', password: 'correct horse battery staple' }
const WRONG: FactorChoice = { kind: 'password', password: 'not the right password' }

describe('unlockWallet', () => {
  it('first login: makes the key and sends only shares; a known device rebuilds it without a prompt; a new device with the password gets its own share', async () => {
    const { auth, uploaded } = fakeAuth()
    const passkeys = fakePasskeyPrf()
    const laptopShares = createDeviceShareStorage(memoryStorage())
    const first = await unlockWallet({ auth, token: 'laptop', user: USER, deviceShares: laptopShares, passkeys, prompt: user(PASSWORD) })
    expect(first.created).toBe(true)
    expect(first.secret).toHaveLength(64)
    const sent = JSON.stringify(uploaded())
    expect(sent).not.toContain(Buffer.from(first.secret).toString('hex').slice(0, 16))
    expect(sent).not.toContain(Buffer.from(first.secret).toString('base64url').slice(0, 16))
    expect(uploaded()?.recoveryFactor).toMatchObject({ kind: 'password', kdf: 'argon2id', memoryKiB: 65_536 })

    const again = await unlockWallet({ auth, token: 'laptop', user: USER, deviceShares: laptopShares, passkeys, prompt: undefined })
    expect(again).toEqual({ secret: first.secret, created: false })

    const phoneShares = createDeviceShareStorage(memoryStorage())
    const phoneUser = user(WRONG, PASSWORD)
    const phone = await unlockWallet({ auth, token: 'phone', user: USER, deviceShares: phoneShares, passkeys, prompt: phoneUser })
    expect(phone).toEqual({ secret: first.secret, created: false })
    expect(phoneUser.shown).toEqual(['This recovery password or passkey does not open your wallet: 1 try left'])
    expect(phoneShares.read(USER.id)).not.toBe(laptopShares.read(USER.id))
    expect((await unlockWallet({ auth, token: 'phone', user: USER, deviceShares: phoneShares, passkeys, prompt: undefined })).secret).toEqual(first.secret)
  }, 90_000)

  it('each try fetches the recovery share again, so the service locks guessing out; a reload cannot ask and stays locked', async () => {
    const { auth, releases } = fakeAuth()
    const passkeys = fakePasskeyPrf()
    await unlockWallet({ auth, token: 'laptop', user: USER, deviceShares: createDeviceShareStorage(memoryStorage()), passkeys, prompt: user(PASSWORD) })
    // The right password comes third: too late, the service released the share twice already.
    const tablet = user(WRONG, WRONG, PASSWORD)
    await expect(unlockWallet({ auth, token: 'tablet', user: USER, deviceShares: createDeviceShareStorage(memoryStorage()), passkeys, prompt: tablet })).rejects.toThrow('the user gave up')
    expect(releases()).toBe(2)
    expect(tablet.shown.at(-1)).toBe('Too many recovery attempts. Please try again after 900 seconds')
    await expect(unlockWallet({ auth, token: 'other', user: USER, deviceShares: createDeviceShareStorage(memoryStorage()), passkeys, prompt: undefined })).rejects.toBeInstanceOf(WalletLockedError)
  }, 90_000)
})

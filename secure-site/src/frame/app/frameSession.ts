import type { AuthUser } from '../../auth/schemas'
import type { AuthClient } from './authClient'
import { AuthServiceError } from './authClient'
import { notSignedIn } from './frameRequestError'
import type { FrameStorage } from './frameStorage'
import type { DeviceShareStorage } from './keyShares/deviceShareStorage'
import type { PasskeyPrf } from './keyShares/passkeyPrf'
import { unlockWallet, WalletLockedError, type WalletKeyPrompt } from './keyShares/unlockWallet'
import { walletKeyBlobOfSecret } from './keyShares/walletKeySecret'
import { readWalletKeys, type WalletKeys } from './walletKeys'

/** The signed-in user: the session token, the email or Farcaster user name, and the keys (in this frame's memory only). */
export type SignedIn = { token: string; userId: string; email: string | null; userName: string | null; keys: WalletKeys }

export type FrameSessionOptions = {
  auth: AuthClient
  storage: FrameStorage
  /** This device's shares of the wallets signed in here. */
  deviceShares: DeviceShareStorage
  passkeys: PasskeyPrf
  /** The frame's own page, where a login asks for the recovery factor. */
  prompt: WalletKeyPrompt
  /** Asks the secure site to fund a new EVM account (once per user); failures are logged, not fatal. */
  fundNewAccount: (token: string, address: string) => Promise<void>
  log?: (...args: unknown[]) => void
}

/**
 * The frame's session: opened by the email code or a social sign-in, restored from localStorage on reload, ended by
 * sign-out. Opening unlocks the user's wallet from its shares (unlockWallet): a known device
 * silently, a first login or a new device through the frame's own page; a new EVM account is funded.
 * A reload restores a known device only.
 * @example
 * const session = createFrameSession({ auth, storage, fundNewAccount })
 * await session.restore() // signed in again after a reload, if the stored token is still good
 * session.require().keys.evm.address
 */
export function createFrameSession({ auth, storage, deviceShares, passkeys, prompt, fundNewAccount, log = console.warn }: FrameSessionOptions) {
  let signedIn: SignedIn | undefined

  const loadKeys = async (token: string, user: Pick<AuthUser, 'id' | 'email' | 'userName'>, canAsk: boolean): Promise<WalletKeys> => {
    const name = user.email ?? user.userName ?? user.id
    const { secret, created } = await unlockWallet({ auth, token, user: { id: user.id, name }, deviceShares, passkeys, prompt: canAsk ? prompt : undefined })
    const keys = readWalletKeys(walletKeyBlobOfSecret(secret))
    secret.fill(0)
    if (created) await fundNewAccount(token, keys.evm.address).catch((error: unknown) => log('[secure site] could not fund the new account', error))
    return keys
  }

  return {
    current: (): SignedIn | undefined => signedIn,
    require(): SignedIn {
      if (!signedIn) throw notSignedIn()
      return signedIn
    },
    /** Signs in with a fresh session token (from the email code or Sign In With Farcaster). */
    async open(token: string, user: Pick<AuthUser, 'id' | 'email' | 'userName'>): Promise<SignedIn> {
      const { email, userName } = user
      const keys = await loadKeys(token, user, true)
      storage.writeSession({ token })
      signedIn = { token, userId: user.id, email, userName, keys }
      return signedIn
    },
    /** Signs in again from the stored token; a token the service refuses is forgotten. */
    async restore(): Promise<void> {
      const stored = storage.readSession()
      if (!stored) return
      try {
        const session = await auth.getSession(stored.token)
        signedIn = { token: stored.token, userId: session.user.id, email: session.user.email, userName: session.user.userName, keys: await loadKeys(stored.token, session.user, false) }
      } catch (error) {
        if ((error instanceof AuthServiceError && (error.status === 401 || error.status === 403)) || error instanceof WalletLockedError) storage.clearSession()
        log('[secure site] could not restore the session', error)
      }
    },
    setEmail(email: string) {
      if (signedIn) signedIn = { ...signedIn, email }
    },
    /** The key blob rebuilt afresh from this device's share and its auth share (export only; never kept). */
    async exportKey(): Promise<string> {
      const current = signedIn
      if (!current) throw notSignedIn()
      const { secret } = await unlockWallet({ auth, token: current.token, user: { id: current.userId, name: current.email ?? current.userName ?? current.userId }, deviceShares, passkeys, prompt: undefined })
      const blob = walletKeyBlobOfSecret(secret)
      secret.fill(0)
      return blob
    },
    /** Deletes the account at the service (its shares too) and this device's share: the next login makes a new wallet. */
    async deleteAccount(): Promise<void> {
      const current = signedIn
      if (!current) throw notSignedIn()
      await auth.deleteAccount(current.token)
      deviceShares.clear(current.userId)
      signedIn = undefined
      storage.clearSession()
    },
    /** Ends the session at the service (best effort) and here. */
    async signOut(): Promise<void> {
      const token = signedIn?.token ?? storage.readSession()?.token
      signedIn = undefined
      storage.clearSession()
      if (token) await auth.signOut(token).catch((error: unknown) => log('[secure site] sign-out at the auth service failed', error))
    },
  }
}

export type FrameSession = ReturnType<typeof createFrameSession>

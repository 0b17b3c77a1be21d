import type { AuthUser } from '../../auth/schemas'
import type { AuthClient } from './authClient'
import { AuthServiceError } from './authClient'
import { notSignedIn } from './frameRequestError'
import type { FrameStorage } from './frameStorage'
import { generateWalletKeyBlob, readWalletKeys, type WalletKeys } from './walletKeys'

/** The signed-in user: the session token, the email or Farcaster user name, and the keys (in this frame's memory only). */
export type SignedIn = { token: string; email: string | null; userName: string | null; keys: WalletKeys }

export type FrameSessionOptions = {
  auth: AuthClient
  storage: FrameStorage
  /** Asks the secure site to fund a new EVM account (once per user); failures are logged, not fatal. */
  fundNewAccount: (token: string, address: string) => Promise<void>
  log?: (...args: unknown[]) => void
}

/**
 * The frame's session: opened by the email code or a social sign-in, restored from localStorage on reload, ended by
 * sign-out. Opening loads the user's keys from the auth service, or makes them on the first login
 * (then stores them, sealed, there and funds the new EVM account).
 * @example
 * const session = createFrameSession({ auth, storage, fundNewAccount })
 * await session.restore() // signed in again after a reload, if the stored token is still good
 * session.require().keys.evm.address
 */
export function createFrameSession({ auth, storage, fundNewAccount, log = console.warn }: FrameSessionOptions) {
  let signedIn: SignedIn | undefined

  const loadKeys = async (token: string): Promise<WalletKeys> => {
    const stored = await auth.getWalletKey(token)
    if (stored !== undefined) return readWalletKeys(stored)
    const blob = generateWalletKeyBlob()
    await auth.putWalletKey(token, blob)
    const keys = readWalletKeys(blob)
    await fundNewAccount(token, keys.evm.address).catch((error: unknown) => log('[secure site] could not fund the new account', error))
    return keys
  }

  return {
    current: (): SignedIn | undefined => signedIn,
    require(): SignedIn {
      if (!signedIn) throw notSignedIn()
      return signedIn
    },
    /** Signs in with a fresh session token (from the email code or Sign In With Farcaster). */
    async open(token: string, { email, userName }: Pick<AuthUser, 'email' | 'userName'>): Promise<SignedIn> {
      const keys = await loadKeys(token)
      storage.writeSession({ token })
      signedIn = { token, email, userName, keys }
      return signedIn
    },
    /** Signs in again from the stored token; a token the service refuses is forgotten. */
    async restore(): Promise<void> {
      const stored = storage.readSession()
      if (!stored) return
      try {
        const session = await auth.getSession(stored.token)
        signedIn = { token: stored.token, email: session.user.email, userName: session.user.userName, keys: await loadKeys(stored.token) }
      } catch (error) {
        if (error instanceof AuthServiceError && (error.status === 401 || error.status === 403)) storage.clearSession()
        log('[secure site] could not restore the session', error)
      }
    },
    setEmail(email: string) {
      if (signedIn) signedIn = { ...signedIn, email }
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

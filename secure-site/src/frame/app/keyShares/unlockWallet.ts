import { ed25519 } from '@noble/curves/ed25519'
import { bytesToHex } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import type { AuthClient } from '../authClient'
import type { DeviceShareStorage } from './deviceShareStorage'
import { firstSplit } from './firstSplit'
import type { PasskeyPrf } from './passkeyPrf'
import { rebuildWalletKey } from './rebuildWalletKey'
import { recoverWalletKey } from './recoverWalletKey'
import { newRecoveryFactor, recoveryFactorKey, type FactorChoice } from './recoveryFactorKey'
import { WrongRecoveryFactorError } from './sealShare'
import { walletKeySecret } from './walletKeySecret'

/**
 * The frame's own page, asking the user: `submit` runs what they gave; when it throws, its message
 * shows and they may try again; when it resolves, the page closes and the step resolves. Cancel rejects.
 */
export interface WalletKeyPrompt {
  /** First login: choose a recovery factor (a passkey where `passkey` is true, or a recovery password). */
  chooseFactor(options: { passkey: boolean }, submit: (choice: FactorChoice) => Promise<void>): Promise<void>
  /** New device: give the factor the wallet's recovery share was sealed under. */
  enterFactor(kind: 'password' | 'passkey', submit: (choice: FactorChoice) => Promise<void>): Promise<void>
}

export interface UnlockWalletOptions {
  auth: Pick<AuthClient, 'getAuthShare' | 'getRecoveryShare' | 'putKeyShares' | 'putDeviceShare'>
  token: string
  user: { id: string; name: string }
  deviceShares: DeviceShareStorage
  passkeys: PasskeyPrf
  /** Undefined where nobody can be asked (a reload restoring the session): a step that needs the user fails. */
  prompt: WalletKeyPrompt | undefined
}

/** The wallet's 64-byte secret in the frame's memory, and whether this login made it. */
export interface UnlockedWallet {
  secret: Uint8Array
  created: boolean
}

/** The login needs the user's recovery factor, and nobody is there to give it. */
export class WalletLockedError extends Error {
  override readonly name = 'WalletLockedError'
  constructor() {
    super('Sign in again to unlock your wallet on this device')
  }
}

/**
 * The wallet's secret for a signed-in session, from its shares: a known device combines its device
 * share with its auth share (no prompt); a first login makes the key, splits it and has the user
 * choose the recovery factor; a new device has the user give the factor, rebuilds the key from the
 * auth share and the recovery share, and gets its own device share. No whole key leaves the frame.
 * @example const { secret } = await unlockWallet({ auth, token, user, deviceShares, passkeys, prompt })
 */
export async function unlockWallet(options: UnlockWalletOptions): Promise<UnlockedWallet> {
  const { auth, token, user, deviceShares } = options
  const reply = await auth.getAuthShare(token)
  if ('missing' in reply) return reply.missing === 'wallet' ? { secret: await createWallet(options), created: true } : { secret: await recoverWallet(options), created: false }
  const deviceShare = deviceShares.read(user.id)
  if (deviceShare !== undefined) return { secret: await rebuildWalletKey(deviceShare, reply.authShare), created: false }
  return { secret: await recoverWallet(options), created: false }
}

async function createWallet({ auth, token, user, deviceShares, passkeys, prompt }: UnlockWalletOptions): Promise<Uint8Array> {
  if (!prompt) throw new WalletLockedError()
  const secret = walletKeySecret({ eip155: generatePrivateKey(), solana: bytesToHex(ed25519.utils.randomPrivateKey()) })
  await prompt.chooseFactor({ passkey: passkeys.available() }, async (choice) => {
    const { factorKey, recoveryFactor } = await newRecoveryFactor(choice, passkeys, user.name)
    const { deviceShare, upload } = await firstSplit({ secret, userId: user.id, factorKey, recoveryFactor })
    await auth.putKeyShares(token, upload)
    deviceShares.write(user.id, deviceShare)
  })
  return secret
}

async function recoverWallet({ auth, token, user, deviceShares, passkeys, prompt }: UnlockWalletOptions): Promise<Uint8Array> {
  if (!prompt) throw new WalletLockedError()
  // Each try fetches the recovery share again: the service counts releases, so it can lock out guessing.
  let release: Awaited<ReturnType<typeof auth.getRecoveryShare>> | undefined = await auth.getRecoveryShare(token)
  let secret: Uint8Array | undefined
  await prompt.enterFactor(release.recoveryFactor.kind, async (choice) => {
    const current = release ?? (await auth.getRecoveryShare(token))
    release = undefined
    const recovered = await recoverWalletKey(current, await recoveryFactorKey(current.recoveryFactor, choice, passkeys), user.id).catch((error: unknown) => {
      if (error instanceof WrongRecoveryFactorError) throw new WrongRecoveryFactorError(current.attemptsLeft)
      throw error
    })
    await auth.putDeviceShare(token, { authShare: recovered.authShare })
    deviceShares.write(user.id, recovered.deviceShare)
    secret = recovered.secret
  })
  if (!secret) throw new WalletLockedError()
  return secret
}

import { randomBytes, randomInt, randomUUID } from 'node:crypto'
import { AuthError } from './authError'
import type { FarcasterOptions, SocialClientsOptions } from './authContext'
import { createAuthService, type AuthService } from './authService'
import type { AuthStore } from './authStore'
import type { OutgoingMail } from './mailer'
import type { ConnectOtpReply } from './schemas'
import type { SealingKeys } from './sealingKeys'

/** Two handles on one store, as two instances of the service hold (on PGlite, one database twice). */
export type RaceStores = () => readonly [AuthStore, AuthStore]

/** What a race test drives the service with: a service per store handle, the mail they send, and an email login. */
export interface RaceHarness {
  serviceOn(store: AuthStore, sealingKeys?: SealingKeys): AuthService
  /** The first group of `pattern` in the last mail to `email` ('' when none). */
  lastTo(email: string, pattern: RegExp): string
  /** Signs `deviceId` in by email (approval link, then code): the session token. */
  login(service: AuthService, email: string, deviceId: string): Promise<string>
  /** Signs `deviceId` in at RACE_SOCIAL_PROVIDER as the account `subject`, whose exchange needs no provider. */
  socialLogin(service: AuthService, subject: string, deviceId: string): Promise<ConnectOtpReply>
  /** Signs `deviceId` in with Farcaster as `fid` (its own nonce, a message the harness's verifier takes as signed for it). */
  farcasterLogin(service: AuthService, fid: number, deviceId: string): Promise<ConnectOtpReply>
  freshEmail(): string
  freshSocialSubject(): string
  /** A fid no other test uses (the column is a 32-bit integer). */
  freshFid(): number
}

export const LAPTOP = 'laptop-device-race-01'
export const PHONE = 'phone-device-race-002'
export const TABLET = 'tablet-device-race-03'
export const APPROVE_LINK = /approve\?token=(\S+)$/m
export const MAILED_CODE = /^(\d{6})$/m
export const RACE_SOCIAL_PROVIDER = 'google'
const FARCASTER_MESSAGE = /^race sign-in for fid (\d+)$/

/** A provider's client that answers the code's account: the code names the subject, as a provider's would name the person who signed in. */
const raceSocial: SocialClientsOptions = {
  clients: { [RACE_SOCIAL_PROVIDER]: { exchangeCode: async ({ code }) => ({ sub: code, userName: `name of ${code}`, email: null }) } },
}

/** Sign In With Farcaster with a verifier that takes the fid the message names: the races are about the user record, not signatures. */
const raceFarcaster: FarcasterOptions = {
  siteOrigin: 'http://127.0.0.1:5174',
  verify: async ({ message }) => {
    const fid = FARCASTER_MESSAGE.exec(message)?.[1]
    if (!fid) throw new AuthError(401, 'FARCASTER_SIGN_IN_INVALID', 'Sign In With Farcaster failed: not a race message')
    return Number(fid)
  },
  userNameOf: async (fid) => `fid-${fid}`,
}

/**
 * Services sharing a secret, a mailbox and sealing keys (derived from the secret without them), with no email cooldown,
 * and social and Farcaster sign-in through stand-ins for the provider and the verifier, for race tests.
 * @example const { serviceOn, login } = createRaceHarness(); const token = await login(serviceOn(store), email, deviceId)
 */
export function createRaceHarness(defaultSealingKeys?: SealingKeys): RaceHarness {
  const secret = randomBytes(32)
  const mails: OutgoingMail[] = []
  const serviceOn = (store: AuthStore, sealingKeys: SealingKeys | undefined = defaultSealingKeys): AuthService =>
    createAuthService({
      store,
      mailer: { send: async (mail) => void mails.push(mail) },
      secret,
      sealingKeys,
      publicUrl: 'http://127.0.0.1:5180',
      emailCooldownMs: 0,
      social: raceSocial,
      farcaster: raceFarcaster,
    })
  const lastTo = (email: string, pattern: RegExp) => pattern.exec(mails.findLast((mail) => mail.to === email)?.text ?? '')?.[1] ?? ''
  return {
    serviceOn,
    lastTo,
    login: async (service, email, deviceId) => {
      await service.connectEmail({ email, deviceId })
      await service.approveDevice(lastTo(email, APPROVE_LINK))
      await service.connectDevice({ email, deviceId })
      return (await service.connectOtp({ email, deviceId, otp: lastTo(email, MAILED_CODE) })).token
    },
    socialLogin: (service, subject, deviceId) =>
      service.connectSocial({ provider: RACE_SOCIAL_PROVIDER, code: subject, codeVerifier: randomBytes(32).toString('base64url'), nonce: randomBytes(16).toString('base64url'), deviceId }),
    farcasterLogin: async (service, fid, deviceId) => {
      const { nonce } = await service.farcasterNonce()
      return service.connectFarcaster({ message: `race sign-in for fid ${fid}`, signature: '0x00', nonce, deviceId })
    },
    freshEmail: () => `race-${randomUUID()}@example.com`,
    freshSocialSubject: () => `race-${randomUUID()}`,
    freshFid: () => randomInt(1_000_000, 2 ** 31 - 1),
  }
}

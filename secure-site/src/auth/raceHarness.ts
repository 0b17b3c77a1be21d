import { randomBytes, randomUUID } from 'node:crypto'
import { createAuthService, type AuthService } from './authService'
import type { AuthStore } from './authStore'
import type { OutgoingMail } from './mailer'
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
  freshEmail(): string
}

export const LAPTOP = 'laptop-device-race-01'
export const PHONE = 'phone-device-race-002'
export const TABLET = 'tablet-device-race-03'
export const APPROVE_LINK = /approve\?token=(\S+)$/m
export const MAILED_CODE = /^(\d{6})$/m

/**
 * Services sharing a secret, a mailbox and sealing keys (derived from the secret without them), with no email cooldown, for race tests.
 * @example const { serviceOn, login } = createRaceHarness(); const token = await login(serviceOn(store), email, deviceId)
 */
export function createRaceHarness(defaultSealingKeys?: SealingKeys): RaceHarness {
  const secret = randomBytes(32)
  const mails: OutgoingMail[] = []
  const serviceOn = (store: AuthStore, sealingKeys: SealingKeys | undefined = defaultSealingKeys): AuthService =>
    createAuthService({ store, mailer: { send: async (mail) => void mails.push(mail) }, secret, sealingKeys, publicUrl: 'http://127.0.0.1:5180', emailCooldownMs: 0 })
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
    freshEmail: () => `race-${randomUUID()}@example.com`,
  }
}

import type { AuthHost } from '@portico/contracts'
import type { PrimitiveAtom } from 'jotai/vanilla'
import type { ShellContext } from '../../core/shellContext'
import type { AuthStorage } from './authStorage'
import { CONNECT_TIMEOUT } from './connectTimeout'
import { assertEmailCooldownOver } from './emailCooldown'
import type { FrameCall } from './frameCall'

export type EmailSteps = Pick<AuthHost, 'connectEmail' | 'connectDevice' | 'connectOtp' | 'connect' | 'updateEmail' | 'updateEmailPrimaryOtp' | 'updateEmailSecondaryOtp'>

export interface EmailStepsDependencies {
  store: ShellContext['store']
  call: FrameCall
  storage: AuthStorage
  email: PrimitiveAtom<string | undefined>
  /** The one record of the cooldown the views read (AuthHost.lastEmailLoginTime), beside the stored one. */
  lastEmailLoginTime: PrimitiveAtom<number | undefined>
  connect: () => Promise<void>
}

/**
 * Email login and email change in the frame (SPEC section 4): the page's 30 s cooldown before a
 * code request, the connect steps under the 30 s timeout, and the email kept once connected.
 */
export function createEmailSteps(deps: EmailStepsDependencies): EmailSteps {
  const { store, call, storage } = deps
  // The address a code was asked for: it becomes the session's email once connected.
  let pending: string | undefined
  const connect = async () => {
    await deps.connect()
    storage.update({ emailLoginUsed: true, ...(pending ? { email: pending } : {}) })
    if (pending) store.set(deps.email, pending)
  }
  return {
    async connectEmail(address) {
      assertEmailCooldownOver(storage.read().lastEmailLoginTime, Date.now())
      const result = await call((f) => f.request('CONNECT_EMAIL', { email: address }, CONNECT_TIMEOUT))
      // A refused request starts no cooldown; one that went through does, whatever comes next.
      const requestedAt = Date.now()
      storage.update({ lastEmailLoginTime: requestedAt })
      store.set(deps.lastEmailLoginTime, requestedAt)
      pending = address
      return result
    },
    async connectDevice() {
      await call((f) => f.request('CONNECT_DEVICE', undefined, CONNECT_TIMEOUT))
    },
    async connectOtp(otp) {
      await call((f) => f.request('CONNECT_OTP', { otp }, CONNECT_TIMEOUT))
      await connect()
    },
    connect,
    updateEmail: (newEmail) => call((f) => f.request('UPDATE_EMAIL', { email: newEmail })),
    async updateEmailPrimaryOtp(otp) {
      await call((f) => f.request('UPDATE_EMAIL_PRIMARY_OTP', { otp }))
    },
    async updateEmailSecondaryOtp(otp) {
      const { newEmail } = await call((f) => f.request('UPDATE_EMAIL_SECONDARY_OTP', { otp }))
      storage.update({ email: newEmail })
      store.set(deps.email, newEmail)
    },
  }
}

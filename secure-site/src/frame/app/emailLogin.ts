import type { AuthClient } from './authClient'
import { FrameRequestError } from './frameRequestError'
import type { FrameSession } from './frameSession'

/** Said when the page's wait for the device's approval ends before the link was clicked. */
export const DEVICE_NOT_APPROVED_MESSAGE = 'Approve this device from the link in your email'

export type EmailLoginOptions = {
  auth: AuthClient
  session: FrameSession
  deviceId: () => string
  /** How often CONNECT_DEVICE asks whether the mailed link was clicked. */
  pollIntervalMs?: number
  /** How long it asks: the page gives up on CONNECT_DEVICE after 30 s (SPEC section 9). */
  pollTimeoutMs?: number
  sleep?: (ms: number) => Promise<void>
}

/**
 * Email login in the frame (SPEC section 4): CONNECT_EMAIL asks for a code or a device approval,
 * CONNECT_DEVICE waits for the approval link's click, CONNECT_OTP opens the session. The email of
 * the last CONNECT_EMAIL is the one the next steps are for.
 * @example
 * const login = createEmailLogin({ auth, session, deviceId: storage.deviceId })
 * await login.connectEmail('alice@example.com') // 'VERIFY_OTP'
 * await login.connectOtp('042917')
 */
export function createEmailLogin({ auth, session, deviceId, pollIntervalMs = 1_000, pollTimeoutMs = 30_000, sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)) }: EmailLoginOptions) {
  let pending: { email: string; attempt: number } | undefined
  let attempts = 0

  const pendingEmail = () => {
    if (!pending) throw new FrameRequestError('Enter your email first')
    return pending
  }

  return {
    async connectEmail(email: string) {
      const { action } = await auth.connectEmail({ email, deviceId: deviceId() })
      attempts += 1
      pending = { email, attempt: attempts }
      return action
    },
    /** Resolves once the device is approved; a newer CONNECT_EMAIL ends the wait. */
    async connectDevice(): Promise<void> {
      const { email, attempt } = pendingEmail()
      const deadline = Date.now() + pollTimeoutMs
      for (;;) {
        const { action } = await auth.connectDevice({ email, deviceId: deviceId() })
        if (action === 'VERIFY_OTP') return
        if (Date.now() + pollIntervalMs > deadline) throw new FrameRequestError(DEVICE_NOT_APPROVED_MESSAGE)
        await sleep(pollIntervalMs)
        if (pending?.attempt !== attempt) throw new FrameRequestError('A newer sign-in replaced this one')
      }
    },
    async connectOtp(otp: string): Promise<void> {
      const { email } = pendingEmail()
      const opened = await auth.connectOtp({ email, deviceId: deviceId(), otp })
      await session.open(opened.token, opened.user)
      pending = undefined
    },
  }
}

export type EmailLogin = ReturnType<typeof createEmailLogin>

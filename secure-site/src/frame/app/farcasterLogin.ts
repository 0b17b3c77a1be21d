import type { AuthClient } from './authClient'
import type { FarcasterChannelStorage, StoredFarcasterChannel } from './farcasterChannelStorage'
import type { FarcasterRelayClient } from './farcasterRelayClient'
import { FrameRequestError } from './frameRequestError'
import type { FrameSession } from './frameSession'

export type FarcasterLoginOptions = {
  auth: AuthClient
  session: FrameSession
  relay: FarcasterRelayClient
  channels: FarcasterChannelStorage
  deviceId: () => string
  /** How often CONNECT_FARCASTER asks the relay whether the user approved. */
  pollIntervalMs?: number
  /** How long one wait lasts at most: the relay's channel lifetime; the page may give up and ask again sooner. */
  pollTimeoutMs?: number
  sleep?: (ms: number) => Promise<void>
}

type Pending = { channel: StoredFarcasterChannel; waiting?: Promise<string | null>; userName?: string | null }

/**
 * Sign In With Farcaster in the frame: GET_FARCASTER_URI gets a nonce from the auth service and
 * opens a relay channel with it (its link is the answer); CONNECT_FARCASTER waits for the relay's
 * completed status, hands the signed message to the auth service (which verifies it and opens the
 * session), loads or makes the wallet keys as email login does, and answers the user name.
 * Repeated CONNECT_FARCASTER requests (a page that gave up and asks again) share one wait, and one
 * that comes after the sign-in finished gets its answer.
 * @example
 * const farcaster = createFarcasterLogin({ auth, session, relay, channels, deviceId })
 * const uri = await farcaster.getUri() // shown as a QR code by the page
 * await farcaster.connect() // 'alice', once approved in the Farcaster app
 */
export function createFarcasterLogin({ auth, session, relay, channels, deviceId, pollIntervalMs = 1_000, pollTimeoutMs = 10 * 60_000, sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)) }: FarcasterLoginOptions) {
  let pending: Pending | undefined

  const waitAndSignIn = async (current: Pending): Promise<string | null> => {
    const { channelToken, nonce } = current.channel
    const deadline = Date.now() + pollTimeoutMs
    for (;;) {
      const status = await relay.status(channelToken)
      if (pending !== current) throw new FrameRequestError('A newer Farcaster sign-in replaced this one')
      if (status.state === 'gone') {
        channels.clear()
        throw new FrameRequestError('This Farcaster sign-in link has expired: get a new one')
      }
      if (status.state === 'completed') {
        channels.clear()
        const opened = await auth.connectFarcaster({ message: status.message, signature: status.signature, nonce, deviceId: deviceId() })
        await session.open(opened.token, opened.user)
        current.userName = opened.user.userName
        return opened.user.userName
      }
      if (Date.now() + pollIntervalMs > deadline) throw new FrameRequestError('Still waiting for approval in the Farcaster app')
      await sleep(pollIntervalMs)
    }
  }

  return {
    async getUri(): Promise<string> {
      const { nonce, domain, siweUri } = await auth.farcasterNonce()
      const { channelToken, url } = await relay.createChannel({ siweUri, domain, nonce })
      pending = { channel: { channelToken, nonce, url } }
      channels.write(pending.channel)
      return url
    },
    async connect(): Promise<string | null> {
      if (!pending) {
        const stored = channels.read()
        if (stored) pending = { channel: stored }
      }
      const current = pending
      if (!current) throw new FrameRequestError('Get a Farcaster sign-in link first')
      // Done already (a retry after the page's own timeout): the same answer while signed in.
      if (current.userName !== undefined && session.current()) return current.userName
      current.waiting ??= waitAndSignIn(current).finally(() => {
        current.waiting = undefined
      })
      return current.waiting
    },
  }
}

export type FarcasterLogin = ReturnType<typeof createFarcasterLogin>

import { randomBytes } from 'node:crypto'
import { findFreePort } from '../../../toolchain/processes/anvil'
import { createChannelStore } from './channelStore'
import { createFarcasterApp } from './farcasterApp'
import { startRelayServer } from './relayServer'
import { SANDBOX_FARCASTER_USERS, type SandboxFarcasterUser } from './sandboxFarcasterUsers'
import { signInLink } from './signInLink'

/** How long a channel lives, answered or not (the public relay keeps them a few minutes too). */
export const CHANNEL_TTL_MS = 10 * 60_000

export type StartFarcasterRelayOptions = {
  /** On 127.0.0.1; 0 (the default) picks a free one. */
  port?: number
  /** The anvil node with the mock registries (installFarcasterRegistries). */
  rpcUrl: string
  /** The origins of the apps that sign in through it (the secure site's): a channel for another URI is refused. */
  allowedOrigins: readonly string[]
  users?: readonly SandboxFarcasterUser[]
  channelTtlMs?: number
}

export type FarcasterRelay = {
  /** The relay API's base, for auth-client's `relay` (`http://127.0.0.1:5182`). */
  relayUrl: string
  /** The sandbox Farcaster app's home page, where a sign-in link can be pasted. */
  appUrl: string
  stop(): Promise<void>
}

/**
 * The sandbox's Sign In With Farcaster relay and, on the same origin, the sandbox Farcaster app
 * that answers its channels. The relay key is random per start and known only to the app.
 * @example
 * const relay = await startFarcasterRelay({ port: 5182, rpcUrl: anvil.rpcUrl, allowedOrigins: ['http://127.0.0.1:5174'] })
 * createAppClient({ relay: relay.relayUrl, ethereum: viemConnector({ rpcUrl: anvil.rpcUrl }) })
 */
export async function startFarcasterRelay({ port = 0, rpcUrl, allowedOrigins, users = SANDBOX_FARCASTER_USERS, channelTtlMs = CHANNEL_TTL_MS }: StartFarcasterRelayOptions): Promise<FarcasterRelay> {
  // The origin is fixed first: channel links point at the app on it.
  const origin = `http://127.0.0.1:${port || (await findFreePort())}`
  const authKey = randomBytes(24).toString('base64url')
  const channels = createChannelStore({ ttlMs: channelTtlMs, linkFor: (token, params) => signInLink(origin, token, params) })
  const app = createFarcasterApp({ relayUrl: () => origin, authKey, users, rpcUrl })
  const server = await startRelayServer({ channels, authKey, allowedOrigins, port: Number(new URL(origin).port), other: app })
  return { relayUrl: server.url, appUrl: `${server.url}/app`, stop: server.close }
}

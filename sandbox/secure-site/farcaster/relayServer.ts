import { timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { parseSiweMessage } from 'viem/siwe'
import { AuthError } from '../../../secure-site/src/auth/authError'
import { readJsonBody } from '../../../secure-site/src/auth/readJsonBody'
import type { Channel, ChannelStore } from './channelStore'
import { RelayError } from './relayError'
import { authenticateBodySchema, createChannelBodySchema } from '../../../secure-site/src/farcaster/relaySchemas'
import { createRateLimit, type RateLimit } from '../../../secure-site/src/http/createRateLimit'
import { listenOnLoopback, sendJson } from '../../../secure-site/src/http/loopbackServer'

/** How many channels one client may open per minute: a person signs in a few times, not thousands. */
export const CHANNELS_PER_CLIENT_PER_MINUTE = 30

export const RELAY_MESSAGES = {
  uriNotAllowed: 'The sign-in URI is not on an allowed origin of this relay',
  domainMismatch: "The domain must be the sign-in URI's host",
  tooManyChannels: 'Too many sign-ins started from this client: wait a minute and try again',
} as const

export type RelayServerOptions = {
  channels: ChannelStore
  /** What POST /v1/channel/authenticate needs as X-Farcaster-Auth-Relay-Key (the Farcaster app's). */
  authKey: string
  /** The origins of the apps that may sign in through this relay: a channel's siweUri must be on one, its domain that URI's host. */
  allowedOrigins: readonly string[]
  /** Channels per client address; CHANNELS_PER_CLIENT_PER_MINUTE by default. */
  channelLimit?: RateLimit
  /** 0 picks a free port. */
  port: number
  /** Requests off /v1 (the sandbox Farcaster app's pages); 404 without it. */
  other?: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>
}

export type RelayServer = { url: string; close(): Promise<void> }

/**
 * The Sign In With Farcaster relay API (as relay.farcaster.xyz answers @farcaster/auth-client) on
 * 127.0.0.1: POST /v1/channel (201), GET /v1/channel/status (Bearer channel token: 202 pending,
 * then 200 completed once), POST /v1/channel/authenticate (Bearer and the relay key: 201). Bodies
 * are zod-checked; errors answer `{ error }`. Channel routes answer any origin (no cookies), as the
 * public relay does, since the app side runs in a browser; but a channel is opened only for a
 * siweUri on `allowedOrigins` (and its host as domain), and only so many per client per minute (429).
 * @example const relay = await startRelayServer({ channels, authKey, port: 5182 })
 */
export async function startRelayServer({ channels, authKey, allowedOrigins, channelLimit = createRateLimit({ limit: CHANNELS_PER_CLIENT_PER_MINUTE, windowMs: 60_000 }), port, other }: RelayServerOptions): Promise<RelayServer> {
  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => sendError(res, error))
  })

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://relay.invalid')
    if (!url.pathname.startsWith('/v1/')) {
      if (!other) throw new RelayError(404, 'Not found')
      await other(req, res, url)
      return
    }
    res.setHeader('access-control-allow-origin', '*')
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'access-control-allow-methods': 'GET, POST, OPTIONS', 'access-control-allow-headers': 'authorization, content-type', 'access-control-max-age': '600' })
      res.end()
      return
    }
    const route = `${req.method} ${url.pathname}`
    if (route === 'POST /v1/channel') {
      const body = await readJsonBody(req, createChannelBodySchema)
      const uri = new URL(body.siweUri)
      if (!allowedOrigins.includes(uri.origin)) throw new RelayError(400, RELAY_MESSAGES.uriNotAllowed)
      if (body.domain !== uri.host) throw new RelayError(400, RELAY_MESSAGES.domainMismatch)
      const ip = req.socket.remoteAddress ?? ''
      if (!channelLimit.take(ip)) throw new RelayError(429, RELAY_MESSAGES.tooManyChannels)
      const channel = channels.create(body, { ip, userAgent: req.headers['user-agent'] ?? '' })
      sendJson(res, 201, { channelToken: channel.token, url: channel.url, nonce: channel.nonce })
      return
    }
    if (route === 'GET /v1/channel/status') {
      const channel = channels.read(bearer(req))
      if (!channel) throw new RelayError(401, 'Unauthorized')
      sendJson(res, channel.completion ? 200 : 202, statusBody(channel))
      return
    }
    if (route === 'POST /v1/channel/authenticate') {
      const token = bearer(req)
      if (!sameSecret(req.headers['x-farcaster-auth-relay-key'], authKey)) throw new RelayError(401, 'Unauthorized')
      const channel = channels.get(token)
      if (!channel) throw new RelayError(401, 'Unauthorized')
      const body = await readJsonBody(req, authenticateBodySchema)
      const custody = signedFor(channel, body.message)
      if (!channels.complete(token, { ...body, custody })) throw new RelayError(409, 'Channel already authenticated')
      sendJson(res, 201, statusBody(channel))
      return
    }
    throw new RelayError(404, `No route ${route}`)
  }

  return listenOnLoopback(server, port)
}

/** The signer of a message written for this channel (its nonce and domain); a message for another is refused. */
function signedFor(channel: Channel, message: string): `0x${string}` {
  const parsed = parseSiweMessage(message)
  if (parsed.nonce !== channel.nonce || parsed.domain !== channel.signatureParams.domain || !parsed.address) {
    throw new RelayError(400, "The message is not this channel's (nonce or domain)")
  }
  return parsed.address
}

function statusBody({ nonce, url, signatureParams, metadata, acceptAuthAddress, completion }: Channel) {
  const base = { nonce, url, signatureParams, metadata, acceptAuthAddress }
  if (!completion) return { state: 'pending', ...base }
  return { state: 'completed', ...base, authMethod: 'custody', verifications: [], ...completion }
}

function bearer(req: IncomingMessage): string {
  const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1]
  if (!token) throw new RelayError(401, 'Unauthorized')
  return token
}

function sameSecret(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false
  const [a, b] = [Buffer.from(given), Buffer.from(expected)]
  return a.length === b.length && timingSafeEqual(a, b)
}


function sendError(res: ServerResponse, error: unknown) {
  if (res.headersSent) {
    res.end()
    return
  }
  if (error instanceof RelayError || error instanceof AuthError) {
    sendJson(res, error.status, { error: error.message })
    return
  }
  console.error('[farcaster relay]', error)
  sendJson(res, 500, { error: 'Something went wrong' })
}

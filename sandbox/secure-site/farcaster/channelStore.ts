import { randomUUID } from 'node:crypto'
import { generateNonce } from '@farcaster/auth-client'
import type { AuthenticateBody, CreateChannelBody, SignatureParams } from '../../../secure-site/src/farcaster/relaySchemas'

/** A Sign In With Farcaster request between the app that opened it and the Farcaster app that answers it. */
export type Channel = {
  token: string
  nonce: string
  /** The link a person opens in the Farcaster app (the QR code's content). */
  url: string
  signatureParams: SignatureParams
  acceptAuthAddress: boolean
  metadata: { ip: string; userAgent: string }
  expiresAt: number
  /** Set by authenticate; the channel is then read once and gone. */
  completion?: AuthenticateBody & { custody?: `0x${string}` }
}

export type ChannelStoreOptions = {
  /** How long a channel waits for its answer and its reading. */
  ttlMs: number
  /** The Farcaster app's sign-in link for a channel. */
  linkFor: (token: string, params: SignatureParams) => string
  now?: () => number
}

/**
 * The relay's channels in memory: made by the app, completed by the Farcaster app, read once by the
 * app once completed, and gone after `ttlMs` whatever their state.
 * @example
 * const channels = createChannelStore({ ttlMs: 600_000, linkFor: (token) => `${appUrl}?channelToken=${token}` })
 * const { token } = channels.create({ siweUri, domain }, metadata)
 */
export function createChannelStore({ ttlMs, linkFor, now = Date.now }: ChannelStoreOptions) {
  const channels = new Map<string, Channel>()

  const live = (token: string): Channel | undefined => {
    const channel = channels.get(token)
    if (channel && now() >= channel.expiresAt) channels.delete(token)
    return channel && now() < channel.expiresAt ? channel : undefined
  }

  return {
    create({ acceptAuthAddress = true, nonce = generateNonce(), ...params }: CreateChannelBody, metadata: Channel['metadata']): Channel {
      // Expired channels go whenever a new one comes, so the map stays small without a timer.
      for (const token of [...channels.keys()]) live(token)
      const token = randomUUID()
      const signatureParams: SignatureParams = { ...params, nonce }
      const channel: Channel = { token, nonce, url: linkFor(token, signatureParams), signatureParams, acceptAuthAddress, metadata, expiresAt: now() + ttlMs }
      channels.set(token, channel)
      return channel
    },
    /** The live channel, or undefined when unknown, expired or already read completed. */
    get: live,
    /** Records the answer; false when there is no live channel or it is already answered. */
    complete(token: string, completion: NonNullable<Channel['completion']>): boolean {
      const channel = live(token)
      if (!channel || channel.completion) return false
      channel.completion = completion
      return true
    },
    /** The channel as its status reads it: a completed one is removed by this read. */
    read(token: string): Channel | undefined {
      const channel = live(token)
      if (channel?.completion) channels.delete(token)
      return channel
    },
  }
}

export type ChannelStore = ReturnType<typeof createChannelStore>

import { createAppClient, viemConnector } from '@farcaster/auth-client'
import { channelStatusSchema, completedChannelSchema, createChannelReplySchema, type CompletedChannel, type CreateChannelReply } from '../../farcaster/relaySchemas'
import { FrameRequestError } from './frameRequestError'

/** What the frame asks of a Sign In With Farcaster relay, every answer zod-checked. */
export type FarcasterRelayClient = {
  createChannel(request: { siweUri: string; domain: string; nonce: string }): Promise<CreateChannelReply>
  /** pending, the completed channel (read once), or gone (expired or already read). */
  status(channelToken: string): Promise<{ state: 'pending' } | CompletedChannel | { state: 'gone' }>
}

const unreachable = () => new FrameRequestError('The secure site could not reach the Farcaster relay')

/**
 * auth-client's app client on the secure site's relay. Its connector is never read here (the auth
 * service verifies the signed message), but the client wants one: the first local chain's node.
 * @example
 * const relay = createFarcasterRelayClient({ relayUrl: 'http://127.0.0.1:5182', rpcUrl: 'http://127.0.0.1:8545' })
 * const { channelToken, url } = await relay.createChannel({ siweUri, domain, nonce })
 */
export function createFarcasterRelayClient({ relayUrl, rpcUrl }: { relayUrl: string; rpcUrl: string }): FarcasterRelayClient {
  const client = createAppClient({ relay: relayUrl, ethereum: viemConnector({ rpcUrl }) })
  return {
    async createChannel(request) {
      const created = await client.createChannel(request)
      if (created.isError) throw unreachable()
      const reply = createChannelReplySchema.safeParse(created.data)
      if (created.response.status !== 201 || !reply.success) throw new FrameRequestError(`The Farcaster relay answered HTTP ${created.response.status}`)
      return reply.data
    },
    async status(channelToken) {
      const answered = await client.status({ channelToken })
      if (answered.isError) throw unreachable()
      if (answered.response.status === 401) return { state: 'gone' }
      const status = channelStatusSchema.safeParse(answered.data)
      if (!status.success) throw new FrameRequestError('The Farcaster relay answered an unexpected status')
      if (status.data.state === 'pending') return { state: 'pending' }
      const completed = completedChannelSchema.safeParse(answered.data)
      if (!completed.success) throw new FrameRequestError('The Farcaster relay answered an incomplete sign-in')
      return completed.data
    },
  }
}

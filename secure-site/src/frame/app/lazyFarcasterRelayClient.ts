import type { FarcasterRelayClient } from './farcasterRelayClient'

/**
 * The relay client, loaded on the first Farcaster request: auth-client (with its registry ABIs and
 * viem's SIWE) is a chunk of its own, so email-only frames never load it.
 * @example const relay = lazyFarcasterRelayClient({ relayUrl, rpcUrl }); await relay.createChannel(request)
 */
export function lazyFarcasterRelayClient(options: { relayUrl: string; rpcUrl: string }): FarcasterRelayClient {
  let loading: Promise<FarcasterRelayClient> | undefined
  const load = () => (loading ??= import('./farcasterRelayClient').then(({ createFarcasterRelayClient }) => createFarcasterRelayClient(options)))
  return {
    createChannel: async (request) => (await load()).createChannel(request),
    status: async (channelToken) => (await load()).status(channelToken),
  }
}

import type { ChainConfig } from '../../config/configSchema'
import { HOSTED_MARK_IMAGE_IDS, HOSTED_NETWORK_IMAGE_IDS } from './hostedAssetIds'

/**
 * The name a hosted asset id shows, when the server has no image file for it: a network the server
 * serves (by the chain's configured name), or one of AppKit's built-in marks. Undefined otherwise
 * (a 404, as for any unknown image).
 * @example hostedAssetName('7289c336-3981-4081-c5f4-efc26ac64a00', [{ id: 'eip155:8453', name: 'Base', ... }]) // 'Base'
 */
export function hostedAssetName(id: string, chains: readonly Pick<ChainConfig, 'id' | 'name'>[]): string | undefined {
  const chain = chains.find((candidate) => HOSTED_NETWORK_IMAGE_IDS[candidate.id] === id)
  return chain ? (chain.name ?? chain.id) : HOSTED_MARK_IMAGE_IDS[id]
}

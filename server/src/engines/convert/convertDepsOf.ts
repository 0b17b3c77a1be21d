import type { ServerContext } from '../../http/serverContext'
import type { ConvertDeps, SwapChain } from './swapChain'

/**
 * The convert engine's chains from the server's: those with `swaps` configured, their tokens
 * from the chain's token list.
 * @example const deps = convertDepsOf(context)
 */
export function convertDepsOf(context: ServerContext): ConvertDeps {
  const swapChains = new Map<number, SwapChain>()
  for (const chain of context.chains.values()) {
    const swaps = chain.config.swaps
    if (!swaps) continue
    const tokens = async () => (await chain.tokens()).map(({ logoURI, ...token }) => ({ ...token, logoUri: logoURI }))
    swapChains.set(chain.chainId, { chainId: chain.chainId, client: chain.client, uniswapV2: swaps.uniswapV2, tokens, connectors: swaps.connectors, nativeCurrency: chain.config.nativeCurrency })
  }
  return { swapChains }
}

import { LOCAL_CHAINS } from '../../../sandbox/scripts/localChains'
import { startAnvil, type AnvilInstance } from '../../../toolchain/processes/anvil'
import { deploySandboxTokens } from '../../../sandbox/scripts/deployToken'
import { deploySandboxUniswap } from '../../../sandbox/scripts/deployUniswap'
import { installMulticall3 } from '../../../sandbox/scripts/installMulticall3'
import type { SandboxChain, SandboxToken, SandboxUniswapV2 } from '../../../sandbox/scripts/serve'

/** The sandbox's local chains with what the engines read: tokens, Uniswap V2 pools, Multicall3. */
export interface EngineChains {
  chains: SandboxChain[]
  tokens: SandboxToken[]
  uniswapV2: SandboxUniswapV2[]
  stop: () => Promise<void>
}

/** Starts `count` anvil chains (free ports) and deploys on them what `npm start` deploys for the server. */
export async function startEngineChains(count: 1 | 2): Promise<EngineChains> {
  const nodes: AnvilInstance[] = []
  const stop = async () => {
    await Promise.all(nodes.map((node) => node.stop()))
  }
  try {
    for (const chain of LOCAL_CHAINS.slice(0, count)) nodes.push(await startAnvil({ port: 0, chainId: chain.chainId }))
    const chains = nodes.map((node, index) => ({ chainId: node.chainId, rpcUrl: node.rpcUrl, name: LOCAL_CHAINS[index]?.name ?? 'Anvil' }))
    const tokens = await deploySandboxTokens(chains)
    const pools = await deploySandboxUniswap(chains, tokens)
    for (const chain of chains) await installMulticall3(chain)
    return { chains, tokens, uniswapV2: pools.map((pool) => pool.uniswapV2), stop }
  } catch (error) {
    await stop()
    throw error
  }
}

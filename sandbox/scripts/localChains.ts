import { startAnvil, type AnvilInstance } from '../../toolchain/processes/anvil'
import type { SandboxChain } from './serve'

/** The sandbox's two local chains: the wallet starts on the first and must add the second. */
export const LOCAL_CHAINS = [
  { chainId: 31337, name: 'Anvil' },
  { chainId: 31338, name: 'Anvil Two' },
] as const

/**
 * Starts one anvil per local chain; ports 0 pick free ports. With `firstGenesisTimestamp` (Unix
 * seconds) the first chain begins in the past, so writeSandboxHistory can give its account years of activity.
 */
export async function startLocalChains(ports: readonly number[], firstGenesisTimestamp?: number): Promise<{ chains: SandboxChain[]; stop: () => Promise<void> }> {
  const nodes: AnvilInstance[] = []
  try {
    for (const [index, chain] of LOCAL_CHAINS.entries()) {
      nodes.push(await startAnvil({ port: ports[index] ?? 0, chainId: chain.chainId, ...(index === 0 && firstGenesisTimestamp !== undefined ? { genesisTimestamp: firstGenesisTimestamp } : {}) }))
    }
  } catch (error) {
    await Promise.all(nodes.map((node) => node.stop()))
    throw error
  }
  return {
    chains: nodes.map((node, index) => ({ chainId: node.chainId, rpcUrl: node.rpcUrl, name: LOCAL_CHAINS[index]?.name ?? `Chain ${node.chainId}` })),
    stop: async () => {
      await Promise.all(nodes.map((node) => node.stop()))
    },
  }
}

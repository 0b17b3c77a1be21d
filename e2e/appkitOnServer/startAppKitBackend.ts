import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { deploySandboxTokens } from '../../sandbox/scripts/deployToken'
import { deploySandboxUniswap } from '../../sandbox/scripts/deployUniswap'
import { installMulticall3 } from '../../sandbox/scripts/installMulticall3'
import { porticoServerConfig } from '../../sandbox/scripts/porticoServerConfig'
import type { SandboxChain, SandboxToken, SandboxUniswapV2 } from '../../sandbox/scripts/serve'
import { writeSandboxCatalogue } from '../../sandbox/scripts/startSandboxServer'
import type { ProjectFeatures } from '../../server/src/config/projectFeaturesSchema'
import { startPorticoServer } from '../../server/src/startPorticoServer'
import { startAnvil, type AnvilInstance } from '../../toolchain/processes/anvil'

/** Chain ids the hosted service serves (AppKit gates swaps, onramp and balances to them), on anvil. */
export const HOSTED_CHAINS = [
  { chainId: 1, name: 'Ethereum' },
  { chainId: 8453, name: 'Base' },
] as const

export interface AppKitBackend {
  chains: SandboxChain[]
  tokens: SandboxToken[]
  uniswapV2: SandboxUniswapV2[]
  serverUrl: string
  stop: () => Promise<void>
}

export interface StartAppKitBackendParameters {
  projectId: string
  /** The dapp's origin, which the project allows. */
  dappOrigin: string
  /** The project's feature switches, which the server answers as AppKit's remote config. */
  features: ProjectFeatures
}

/** Anvil nodes with the hosted chain ids, with the sandbox's tokens, Uniswap V2 pools and Multicall3. */
async function startChains(nodes: AnvilInstance[]): Promise<{ chains: SandboxChain[]; tokens: SandboxToken[]; uniswapV2: SandboxUniswapV2[] }> {
  for (const chain of HOSTED_CHAINS) nodes.push(await startAnvil({ port: 0, chainId: chain.chainId }))
  const chains = nodes.map((node, index) => ({ chainId: node.chainId, rpcUrl: node.rpcUrl, name: HOSTED_CHAINS[index]?.name ?? 'Anvil' }))
  const tokens = await deploySandboxTokens(chains)
  const pools = await deploySandboxUniswap(chains, tokens)
  await Promise.all(chains.map((chain) => installMulticall3(chain)))
  return { chains, tokens, uniswapV2: pools.map((pool) => pool.uniswapV2) }
}

/**
 * Anvil as Ethereum (1) and Base (8453) with what the engines read, and a Portico Server for them
 * (PGlite in memory, the generated catalogue) whose one project allows the AppKit dapp's origin.
 */
export async function startAppKitBackend({ projectId, dappOrigin, features }: StartAppKitBackendParameters): Promise<AppKitBackend> {
  const nodes: AnvilInstance[] = []
  let folder: string | undefined
  const stopChains = () => Promise.all(nodes.map((node) => node.stop()))
  try {
    const { chains, tokens, uniswapV2 } = await startChains(nodes)
    folder = await writeSandboxCatalogue()
    const config = porticoServerConfig({ chains, tokens, uniswapV2, port: 0, project: { id: projectId, allowedOrigins: [dappOrigin] }, catalogue: { file: join(folder, 'wallets.json'), imagesDir: join(folder, 'images') } })
    const projects = config.projects.map((project) => ({ ...project, features }))
    const server = await startPorticoServer({ ...config, projects, logLevel: 'warn' })
    const catalogueFolder = folder
    return {
      chains,
      tokens,
      uniswapV2,
      serverUrl: server.url,
      stop: async () => {
        await server.stop()
        await stopChains()
        await rm(catalogueFolder, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await stopChains()
    if (folder) await rm(folder, { recursive: true, force: true })
    throw error
  }
}

import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { deploySandboxTokens } from '../../sandbox/scripts/deployToken'
import { deploySandboxUniswap } from '../../sandbox/scripts/deployUniswap'
import { installMulticall3 } from '../../sandbox/scripts/installMulticall3'
import { porticoServerConfig } from '../../sandbox/scripts/porticoServerConfig'
import { registerSandboxNames } from '../../sandbox/scripts/registerSandboxNames'
import type { SandboxChain, SandboxToken, SandboxUniswapV2 } from '../../sandbox/scripts/serve'
import { writeSandboxCatalogue } from '../../sandbox/scripts/startSandboxServer'
import type { ProjectFeatures } from '../../server/src/config/projectFeaturesSchema'
import { startPorticoServer } from '../../server/src/startPorticoServer'
import { ANVIL_DEV_ADDRESSES, startAnvil, type AnvilInstance } from '../../toolchain/processes/anvil'
import { MOCK_NAMES } from '@portico/plugin-send/mocks'

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

/** The name of the wallet's account (anvil's first dev account) in the server's names registry. */
export const ACCOUNT_NAME = 'alice.reown.id'

/** The rdns the sandbox wallet announces (EIP-6963), as the catalogue lists it. */
export const SANDBOX_WALLET_RDNS = 'dev.portico.sandbox'

const catalogueFileSchema = z.object({ wallets: z.array(z.record(z.string(), z.unknown())) })

/**
 * Gives the generated catalogue what the hosted one has for a wallet people install: a rank
 * (`order`, the record's position) on every record, and the certified badge on the sandbox wallet,
 * the one AppKit finds installed here. AppKit asks for the installed wallets' certified records
 * (`badge=certified&names&rdns`) and ranks its list by them.
 */
async function rankCatalogue(file: string): Promise<void> {
  const { wallets } = catalogueFileSchema.parse(JSON.parse(await readFile(file, 'utf8')))
  const ranked = wallets.map((wallet, index) => ({ ...wallet, order: index + 1, ...(wallet.rdns === SANDBOX_WALLET_RDNS ? { badge_type: 'certified' } : {}) }))
  await writeFile(file, JSON.stringify({ wallets: ranked }))
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
    await rankCatalogue(join(folder, 'wallets.json'))
    const config = porticoServerConfig({ chains, tokens, uniswapV2, port: 0, project: { id: projectId, allowedOrigins: [dappOrigin] }, catalogue: { file: join(folder, 'wallets.json'), imagesDir: join(folder, 'images') } })
    const projects = config.projects.map((project) => ({ ...project, features }))
    const server = await startPorticoServer({ ...config, projects, logLevel: 'warn' })
    // Names registered as users do (signed by their keys) on the first chain: the account's own, and
    // bobby.reown.id and carol.reown.id to send to.
    await registerSandboxNames(server.url, projectId, HOSTED_CHAINS[0].chainId, { ...MOCK_NAMES, [ACCOUNT_NAME]: ANVIL_DEV_ADDRESSES[0] ?? '' })
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

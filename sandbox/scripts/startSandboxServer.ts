import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { generateWalletFixtures } from '../../shell/src/catalogue/mocks/walletFixtures'
import { walletImageSvg } from '../../shell/src/catalogue/mocks/walletImageSvg'
import { createDatabase } from '../../server/src/db/createDatabase'
import type { PorticoDatabase } from '../../server/src/db/database'
import { startPorticoServer, type PorticoServer } from '../../server/src/startPorticoServer'
import { SANDBOX_PROJECTS, SCRIPTED_SANDBOX_PROJECTS } from '../secure-site/frame/sandboxProjects'
import { installMulticall3 } from './installMulticall3'
import { porticoServerConfig } from './porticoServerConfig'
import { registerSandboxNames } from './registerSandboxNames'
import type { SandboxCollection } from './deployCollectibles'
import type { SandboxChain, SandboxToken, SandboxUniswapV2 } from './serve'

/** The sandbox dapp's project id (sandbox/src/app/main.tsx). */
export const SANDBOX_PROJECT_ID = 'portico-sandbox'

export interface StartSandboxServerParameters {
  chains: readonly SandboxChain[]
  tokens: readonly SandboxToken[]
  uniswapV2: readonly SandboxUniswapV2[]
  /** The NFT collections deployed; the server flags the spam ones. */
  collections: readonly SandboxCollection[]
  port: number
  /** The dapp origins the sandbox project allows. */
  allowedOrigins: string[]
  /** The store from openSandboxDatabase, started before the chains were ready; else opened here. */
  database?: Promise<PorticoDatabase>
}

/**
 * Starts opening the sandbox server's store (PGlite in memory, migrated): most of the server's
 * start, so callers begin it first and deploy the chains meanwhile. A failure surfaces where the
 * promise is awaited (startSandboxServer), not as an unhandled rejection before.
 * @example const database = openSandboxDatabase(); const local = await startLocalChains([0, 0]); await startSandboxServer({ ..., database })
 */
export function openSandboxDatabase(): Promise<PorticoDatabase> {
  const database = createDatabase({})
  database.catch(() => undefined)
  return database
}

/**
 * Portico Server for the local chains: Multicall3 installed on each, the sandbox's wallet
 * catalogue (the shell's 680 generated wallets and their SVG images) written to a temp folder,
 * PGlite in memory (the chains are fresh at every start, so is the store), the sandbox's names
 * (bobby.reown.id, carol.reown.id) registered.
 * @example const server = await startSandboxServer({ chains, tokens, uniswapV2, port: 5190, allowedOrigins: ['http://127.0.0.1:5173'] })
 */
export async function startSandboxServer(parameters: StartSandboxServerParameters): Promise<PorticoServer> {
  const [, folder] = await Promise.all([Promise.all(parameters.chains.map((chain) => installMulticall3(chain))), writeSandboxCatalogue()])
  const images = join(folder, 'images')
  const { database, ...chainsAndOrigins } = parameters
  const config = porticoServerConfig({
    ...chainsAndOrigins,
    project: { id: SANDBOX_PROJECT_ID, allowedOrigins: parameters.allowedOrigins },
    // The sandbox dapp at ?projectId=portico-keys (the secure site's other sandbox project) calls the server too.
    otherProjectIds: Object.keys({ ...SANDBOX_PROJECTS, ...SCRIPTED_SANDBOX_PROJECTS }).filter((id) => id !== SANDBOX_PROJECT_ID),
    catalogue: { file: join(folder, 'wallets.json'), imagesDir: images },
    // Pages of 10 rows: the sandbox account's three years of activity take several, as a busy account's do.
    historyPageSize: 10,
  })
  const server = await startPorticoServer({ ...config, logLevel: 'warn' }, database ? { database } : {})
  // bobby.reown.id and carol.reown.id, which Send's sandbox tour uses, registered on the first chain.
  const [first] = parameters.chains
  if (first) await registerSandboxNames(server.url, SANDBOX_PROJECT_ID, first.chainId)
  return {
    url: server.url,
    flush: server.flush,
    stop: async () => {
      await server.stop()
      await rm(folder, { recursive: true, force: true })
    },
  }
}

/** The shell's 680 generated wallets and their SVG images in a new temp folder (wallets.json, images/). */
export async function writeSandboxCatalogue(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'portico-sandbox-server-'))
  const images = join(folder, 'images')
  await mkdir(images)
  const wallets = generateWalletFixtures()
  await writeFile(join(folder, 'wallets.json'), JSON.stringify({ wallets }))
  await Promise.all(wallets.flatMap((wallet) => (wallet.image_id ? [writeFile(join(images, `${wallet.image_id}.svg`), walletImageSvg(wallet.name, wallet.image_id))] : [])))
  return folder
}

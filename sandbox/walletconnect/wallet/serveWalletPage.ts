import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { SandboxChain } from '../../scripts/serve'
import { serveStatic, type StaticServer } from '../../../toolchain/processes/serveStatic'
import { walletConfigScript } from './walletConfig'
import { WALLET_PAGE_DIST_DIR } from './walletPageDistDir'

/**
 * Serves the built WalletConnect wallet page on 127.0.0.1 (its own origin: its keys and storage
 * are not the dapp's), with /wallet-config.js telling it the relay and the chains of this start.
 * @example const page = await serveWalletPage({ port: 5184, relayUrl: relay.url, chains })
 */
export async function serveWalletPage(args: { port: number; relayUrl: string; chains: readonly SandboxChain[]; root?: string }): Promise<StaticServer> {
  const root = args.root ?? WALLET_PAGE_DIST_DIR
  if (!existsSync(join(root, 'index.html'))) throw new Error(`No WalletConnect wallet page at ${root}: run \`npx tsx sandbox/scripts/build.ts\` first`)
  const body = walletConfigScript({ relayUrl: args.relayUrl, chains: args.chains.map((chain) => ({ chainId: chain.chainId, chainName: chain.name, rpcUrl: chain.rpcUrl })) })
  return serveStatic(root, { port: args.port, etag: true, generated: { '/wallet-config.js': { contentType: 'text/javascript', body } } })
}

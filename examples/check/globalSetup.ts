import type { TestProject } from 'vitest/node'
import { NAMESPACE_WALLETS_SCRIPT, WALLET_SCRIPT } from '../../bench/artefacts'
import { buildBench } from '../../bench/build'
import { startLocalChains } from '../../sandbox/scripts/localChains'
import type { SandboxChain } from '../../sandbox/scripts/serve'

declare module 'vitest' {
  export interface ProvidedContext {
    chains: SandboxChain[]
    /** The sandbox wallet built alone (no sandbox build needed), injected into the examples' pages. */
    walletScript: string
    /** The sandbox's Solana, Bitcoin and Polkadot wallets, built alone. */
    namespaceWalletsScript: string
  }
}

/** Two anvil chains on free ports and the sandbox wallets: the examples connect it to them and switch between them. */
export async function setup(project: TestProject) {
  const [local] = await Promise.all([startLocalChains([0, 0]), buildBench(['wallet'])])
  project.provide('chains', local.chains)
  project.provide('walletScript', WALLET_SCRIPT)
  project.provide('namespaceWalletsScript', NAMESPACE_WALLETS_SCRIPT)
  return () => local.stop()
}

import type { TestProject } from 'vitest/node'
import { WALLET_SCRIPT } from '../../bench/artefacts'
import { buildBench } from '../../bench/build'
import { startLocalChains } from '../../sandbox/scripts/localChains'
import type { SandboxChain } from '../../sandbox/scripts/serve'

declare module 'vitest' {
  export interface ProvidedContext {
    chains: SandboxChain[]
    /** The sandbox wallet built alone (no sandbox build needed), injected into the examples' pages. */
    walletScript: string
  }
}

/** Two anvil chains on free ports and the sandbox wallet: the examples connect it to them and switch between them. */
export async function setup(project: TestProject) {
  const [local] = await Promise.all([startLocalChains([0, 0]), buildBench(['wallet'])])
  project.provide('chains', local.chains)
  project.provide('walletScript', WALLET_SCRIPT)
  return () => local.stop()
}

import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { startLocalChains } from '../sandbox/scripts/localChains'
import { deploySandboxTokens } from '../sandbox/scripts/deployToken'
import type { SandboxChain, SandboxToken } from '../sandbox/scripts/serve'
import { serveSandbox } from '../sandbox/scripts/serve'

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxUrl: string
    rpcUrl: string
    chains: SandboxChain[]
    tokens: SandboxToken[]
  }
}

/** Two anvil chains and the built sandbox (npm run build) on free ports, for every browser test. */
export async function setup(project: TestProject) {
  const local = await startLocalChains([0, 0])
  const tokens = await deploySandboxTokens(local.chains)
  const server = await serveSandbox({
    root: fileURLToPath(new URL('../dist/sandbox', import.meta.url)),
    port: 0,
    chains: local.chains,
    tokens,
  })
  project.provide('sandboxUrl', server.url)
  project.provide('rpcUrl', local.chains[0]?.rpcUrl ?? '')
  project.provide('chains', local.chains)
  project.provide('tokens', tokens)
  return async () => {
    await server.close()
    await local.stop()
  }
}

import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { startLocalChains } from '../sandbox/scripts/localChains'
import { deploySandboxTokens } from '../sandbox/scripts/deployToken'
import type { SandboxChain, SandboxToken } from '../sandbox/scripts/serve'
import { serveSandbox } from '../sandbox/scripts/serve'

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxUrl: string
    /** The same build as the plugin sandbox of `send` (`npm start -- --plugin send` serves it so). */
    sendSandboxUrl: string
    rpcUrl: string
    chains: SandboxChain[]
    tokens: SandboxToken[]
  }
}

/** Two anvil chains and the built sandbox (npm run build) on free ports, for every browser test. */
export async function setup(project: TestProject) {
  const local = await startLocalChains([0, 0])
  const tokens = await deploySandboxTokens(local.chains)
  const root = fileURLToPath(new URL('../dist/sandbox', import.meta.url))
  const server = await serveSandbox({ root, port: 0, chains: local.chains, tokens })
  // No second build: the plugin sandbox is the same page told to run one plugin, on the same chains.
  const sendSandbox = await serveSandbox({ root, port: 0, chains: local.chains, tokens, plugins: ['send'] })
  project.provide('sandboxUrl', server.url)
  project.provide('sendSandboxUrl', sendSandbox.url)
  project.provide('rpcUrl', local.chains[0]?.rpcUrl ?? '')
  project.provide('chains', local.chains)
  project.provide('tokens', tokens)
  return async () => {
    await Promise.all([server.close(), sendSandbox.close()])
    await local.stop()
  }
}

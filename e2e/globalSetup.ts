import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { startAnvil } from '../sandbox/scripts/anvil'
import { serveSandbox } from '../sandbox/scripts/serve'

const CHAIN_ID = 31337

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxUrl: string
    rpcUrl: string
  }
}

/** Anvil and the built sandbox (npm run build) on free ports, shared by every browser test. */
export async function setup(project: TestProject) {
  const anvil = await startAnvil({ port: 0, chainId: CHAIN_ID })
  const server = await serveSandbox({
    root: fileURLToPath(new URL('../dist/sandbox', import.meta.url)),
    port: 0,
    rpcUrl: anvil.rpcUrl,
    chainId: CHAIN_ID,
  })
  project.provide('sandboxUrl', server.url)
  project.provide('rpcUrl', anvil.rpcUrl)
  return async () => {
    await server.close()
    await anvil.stop()
  }
}

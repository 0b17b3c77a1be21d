import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import type { SandboxChain } from '../sandbox/scripts/serve'

const SANDBOX_DIST = new URL('../dist/sandbox/', import.meta.url)

// The sandbox wallet (an EIP-6963 extension stand-in) from the sandbox build, configured for the
// test's anvil nodes. `window.__porticoExampleChains` tells a client-only example which chains to use.
function walletScripts(chains: readonly SandboxChain[], walletScript = sandboxBuildWallet()): { config: string; wallet: string } {
  const [first, ...rest] = chains
  if (!first) throw new Error('no anvil chain')
  const wallet = { rpcUrl: first.rpcUrl, chainId: first.chainId, chainName: first.name, chains: rest.map((c) => ({ chainId: c.chainId, chainName: c.name, rpcUrl: c.rpcUrl })) }
  const exampleChains = chains.map((c) => ({ chainId: c.chainId, name: c.name, rpcUrl: c.rpcUrl }))
  return {
    config: `window.__porticoSandboxWallet = ${JSON.stringify(wallet)}; window.__porticoExampleChains = ${JSON.stringify(exampleChains)};`,
    wallet: readFileSync(walletScript, 'utf8'),
  }
}

/** The sandbox wallet script of the sandbox build. */
function sandboxBuildWallet(): string {
  const file = readdirSync(SANDBOX_DIST).find((name) => /^sandbox-wallet\.[0-9a-f]+\.js$/.test(name))
  if (!file) throw new Error('no sandbox-wallet script in dist/sandbox: build the sandbox first')
  return join(SANDBOX_DIST.pathname, file)
}

/**
 * Injects the sandbox wallet before the page's own scripts run, as an extension's would: the
 * sandbox build's, or the script at `walletScript` (a build of `sandbox/src/wallet` alone).
 */
export async function injectSandboxWallet(page: Page, chains: readonly SandboxChain[], walletScript?: string): Promise<void> {
  const { config, wallet } = walletScripts(chains, walletScript)
  await page.addInitScript({ content: config })
  await page.addInitScript({ content: wallet })
}

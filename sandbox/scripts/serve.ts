import type { PluginId } from '../../contracts/src/plugin/pluginId'
import type { SandboxChain, SandboxToken, SandboxUniswapV2 } from '../../contracts/src/testing/sandboxMockContext'
import { policyFromQuery } from './policyFromQuery'
import { serveStatic, type StaticServer } from '../../toolchain/processes/serveStatic'

/** A local chain, and an ERC-20 deployed to one at start (sandbox/scripts/deployToken.ts). */
export type { SandboxChain, SandboxToken, SandboxUniswapV2 }

/**
 * Serves the built sandbox and, at /sandbox-config.js, the local chains and their tokens: the dapp configures all
 * of them, the sandbox wallet knows only the first, so switching to another exercises
 * wallet_addEthereumChain. Port 0 picks a free port.
 */
export async function serveSandbox(args: {
  root: string
  port: number
  chains: readonly SandboxChain[]
  /** The sandbox ERC-20s, for the mock Blockchain API that answers balances and history from the chain. */
  tokens?: readonly SandboxToken[]
  /** Uniswap V2 on each chain (sandbox/scripts/deployUniswap.ts): the swaps mocks quote and build against it. */
  uniswapV2?: readonly SandboxUniswapV2[]
  /** The plugin sandbox: only these plugins run, with their mocks; the other features are off. */
  plugins?: readonly PluginId[]
  /** The sandbox secure site's frame page, for the embedded wallet (email login). */
  secureSiteUrl?: string
  /** The local WalletConnect relay the dapp pairs through (`?relay=` still overrides it). */
  walletConnectRelayUrl?: string
  /** Portico Server for these chains: the dapp's Blockchain API, catalogue and analytics (not for the plugin sandbox). */
  porticoServerUrl?: string
}): Promise<StaticServer> {
  const [first] = args.chains
  if (!first) throw new Error('The sandbox needs at least one chain')
  const configScript = [
    `window.__porticoSandbox = ${JSON.stringify({ chains: args.chains, tokens: args.tokens ?? [], uniswapV2: args.uniswapV2 ?? [], plugins: args.plugins, secureSiteUrl: args.secureSiteUrl, walletConnectRelayUrl: args.walletConnectRelayUrl, porticoServerUrl: args.porticoServerUrl })};`,
    `window.__porticoSandboxWallet = ${JSON.stringify({ rpcUrl: first.rpcUrl, chainId: first.chainId, chainName: first.name })};`,
    '',
  ].join('\n')
  return serveStatic(args.root, {
    port: args.port,
    etag: true,
    // `?csp=<policy>` serves the page under that policy (e2e/csp.test.ts).
    headersFor: (requestUrl) => {
      const policy = policyFromQuery(requestUrl)
      return policy ? { 'content-security-policy': policy } : undefined
    },
    generated: { '/sandbox-config.js': { contentType: 'text/javascript', body: configScript } },
  })
}

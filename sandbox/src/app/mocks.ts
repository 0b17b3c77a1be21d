import type { SandboxMockContext } from '@portico/contracts/testing'
import type { DiscoveredSandboxPlugin } from './discoveredPlugins'
import { readSandboxConfig } from './sandboxConfig'

export interface SandboxMockOptions {
  /** The first N wallet-catalogue requests answer 503 (failure and Retry). */
  walletApiFailures: number
  /** The running plugins: each one's `./mocks` export answers its backends. */
  plugins: readonly DiscoveredSandboxPlugin[]
  /**
   * Portico Server, when one runs for the local chains: it answers the Blockchain API, catalogue
   * and analytics, and the page mocks only what it cannot serve (Solana devnet, Bitcoin testnet)
   * and the faults the query asks for.
   */
  porticoServerUrl?: string
}

/**
 * Starts the MSW browser worker. Without a server (the plugin sandbox) it holds the shell's
 * handlers and those of every running plugin, so the sandbox answers the product's backends
 * offline; with Portico Server, only the chains and faults the server does not serve. Loaded as chunks of their own: the shell's
 * bundle never contains MSW. The worker intercepts only what the handlers name; the rest (anvil,
 * plugin remotes) passes.
 */
export async function startMocks(options: SandboxMockOptions): Promise<void> {
  try {
    // Everything that imports msw is a chunk loaded here: msw reads localStorage as it loads, and a
    // storage that throws must not stop the page (e2e/faults).
    const [{ setupWorker }, shell, { createSandboxSolanaMocks }, { createSandboxBitcoinTestnet }, { createServerFaults }, { offServerChains }, pluginMocks] = await Promise.all([
      import('msw/browser'),
      import('@portico/shell/mocks'),
      import('./solanaMocks'),
      import('../bitcoinTestnet/sandboxBitcoinTestnet'),
      import('./serverFaults'),
      import('./offServerChains'),
      Promise.all(options.plugins.map((plugin) => plugin.loadMocks?.())),
    ])
    const solana = createSandboxSolanaMocks(window)
    // Balances and history are read from the local chains, so what the user sends shows.
    const { chains, tokens, uniswapV2 } = readSandboxConfig(window)
    const query = new URLSearchParams(window.location.search)
    const context: SandboxMockContext = { chains, tokens, uniswapV2, solana: solana.ledger, query }
    const pluginHandlers = pluginMocks.flatMap((mocks) => mocks?.createMockHandlers(context) ?? [])
    const chainHandlers = [...solana.handlers, ...createSandboxBitcoinTestnet()]
    const handlers = options.porticoServerUrl
      ? [...createServerFaults(options.porticoServerUrl, query), ...chainHandlers, offServerChains(options.porticoServerUrl, pluginHandlers)]
      : [
          ...shell.createCatalogueHandlers({ delayMs: 150, failures: options.walletApiFailures }),
          ...shell.analyticsHandlers,
          ...chainHandlers,
          ...pluginHandlers,
        ]
    await setupWorker(...handlers).start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } })
  } catch (error) {
    // Without mocks the sandbox still runs; the catalogue then says what failed.
    console.error('[sandbox] mock service worker did not start:', error)
  }
}

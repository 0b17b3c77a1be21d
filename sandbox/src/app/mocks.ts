import type { HttpHandler } from 'msw'
import type { SolanaActivity } from '../../../plugins/history/src/mocks/handlers'
import type { SolanaMockTransaction } from '../../../shell/src/connectors/solana/mocks/handlers'
import { readSandboxConfig } from './sandboxConfig'

/** The Solana devnet RPC of `@portico/shell/networks`, which the sandbox's MSW answers. */
const SOLANA_DEVNET_RPC = 'https://api.devnet.solana.com'
const SOLANA_DEVNET_CAIP_ID = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
/** The sandbox Solana wallet's balance: 2.5 SOL. */
export const SANDBOX_SOLANA_LAMPORTS = 2_500_000_000n
/** The sandbox Solana wallet's PUSD (SPL, 6 decimals): 100, in base units. */
export const SANDBOX_SOLANA_PUSD = 100_000_000n

export interface SandboxMockOptions {
  /** The first N wallet-catalogue requests answer 503 (failure and Retry). */
  walletApiFailures: number
  /** The first N Coinbase onramp URL requests answer 503 (Buy's error message). */
  onrampUrlFailures: number
}

/**
 * Starts the MSW browser worker with every package's handlers, so the sandbox answers the
 * product's backends offline. Loaded as its own chunk: the shell's bundle never contains MSW.
 * The worker intercepts only what the handlers name; the rest (anvil, plugin remotes) passes.
 */
export async function startMocks(options: SandboxMockOptions): Promise<void> {
  try {
    const [{ setupWorker }, catalogue, analytics, send, history, onramp, solana, solanaWallet] = await Promise.all([
      import('msw/browser'),
      import('../../../shell/src/catalogue/mocks/handlers'),
      import('../../../shell/src/analytics/mocks/handlers'),
      import('../../../plugins/send/src/mocks/handlers'),
      import('../../../plugins/history/src/mocks/handlers'),
      import('../../../plugins/onramp/src/mocks/handlers'),
      import('../../../shell/src/connectors/solana/mocks/handlers'),
      import('../wallets/solana/keys'),
    ])
    // Balances and history are read from the local chains, so what the user sends shows.
    const { chains, tokens } = readSandboxConfig(window)
    // One Solana ledger: the RPC mock moves lamports as transactions land, the balance API reads them.
    const solanaLedger = new Map([[solanaWallet.SANDBOX_SOLANA_ADDRESS, SANDBOX_SOLANA_LAMPORTS]])
    // Likewise its SPL tokens: PUSD, moved by TransferChecked, listed by the balance API.
    const pusd = { mint: solanaWallet.SANDBOX_SOLANA_PUSD_MINT, name: 'Portico USD', symbol: 'PUSD', decimals: solanaWallet.SANDBOX_SOLANA_PUSD_DECIMALS }
    const solanaTokenLedger = new Map([[solana.tokenBalanceKey(solanaWallet.SANDBOX_SOLANA_ADDRESS, pusd.mint), SANDBOX_SOLANA_PUSD]])
    const solanaTokens = (address: string) => {
      const amount = solanaTokenLedger.get(solana.tokenBalanceKey(address, pusd.mint))
      return amount === undefined ? [] : [{ ...pusd, amount }]
    }
    // What the Solana RPC mock accepted, for tests to read: `window.__porticoSolanaTransactions`.
    const solanaTransactions = ((window as unknown as { __porticoSolanaTransactions?: SolanaMockTransaction[] }).__porticoSolanaTransactions ??= [])
    // The same transactions with the time they landed: the history mock lists them in Activity.
    const solanaActivity: SolanaActivity[] = []
    const onSolanaTransaction = (transaction: SolanaMockTransaction) => {
      solanaTransactions.push(transaction)
      solanaActivity.push({ ...transaction, chain: SOLANA_DEVNET_CAIP_ID, minedAt: new Date().toISOString() })
    }
    const handlers: HttpHandler[] = [
      ...catalogue.createCatalogueHandlers({ delayMs: 150, failures: options.walletApiFailures }),
      ...analytics.analyticsHandlers,
      ...send.createSendHandlers({ chains, tokens, solanaLamports: (address) => solanaLedger.get(address) ?? 0n, solanaTokens }),
      ...history.createHistoryHandlers({ chains, tokens, solanaActivity: () => solanaActivity, solanaTokens: [pusd] }),
      ...onramp.createOnrampHandlers({ failures: { url: options.onrampUrlFailures } }),
      // No Solana node runs here: the devnet RPC is answered in the page, the sandbox wallet funded.
      ...solana.createSolanaRpcHandlers({ url: SOLANA_DEVNET_RPC, ledger: solanaLedger, mints: { [pusd.mint]: pusd.decimals }, tokenLedger: solanaTokenLedger, onTransaction: onSolanaTransaction }),
    ]
    await setupWorker(...handlers).start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } })
  } catch (error) {
    // Without mocks the sandbox still runs; the catalogue then says what failed.
    console.error('[sandbox] mock service worker did not start:', error)
  }
}

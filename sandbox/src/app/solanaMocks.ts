import type { SandboxSolanaLedger, SolanaMockActivity } from '@portico/contracts/testing'
import { createSolanaRpcHandlers, tokenBalanceKey, type SolanaMockTransaction } from '@portico/shell/mocks'
import type { HttpHandler } from 'msw'
import { SANDBOX_SOLANA_ADDRESS, SANDBOX_SOLANA_PUSD_DECIMALS, SANDBOX_SOLANA_PUSD_MINT } from '../wallets/solana/keys'

/** The Solana devnet RPC of `@portico/shell/networks`, which the sandbox's MSW answers. */
const SOLANA_DEVNET_RPC = 'https://api.devnet.solana.com'
const SOLANA_DEVNET_CAIP_ID = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
/** The sandbox Solana wallet's balance: 2.5 SOL. */
const SANDBOX_SOLANA_LAMPORTS = 2_500_000_000n
/** The sandbox Solana wallet's PUSD (SPL, 6 decimals): 100, in base units. */
const SANDBOX_SOLANA_PUSD = 100_000_000n

declare global {
  interface Window {
    /** What the Solana RPC mock accepted, for browser tests to read. */
    __porticoSolanaTransactions?: SolanaMockTransaction[]
  }
}

/**
 * No Solana node runs here: the shell's RPC mock answers devnet, with the sandbox wallet funded.
 * Its ledger is shared, so the plugins' balance and history mocks show what landed.
 */
export function createSandboxSolanaMocks(win: Window): { handlers: HttpHandler[]; ledger: SandboxSolanaLedger } {
  const pusd = { mint: SANDBOX_SOLANA_PUSD_MINT, name: 'Portico USD', symbol: 'PUSD', decimals: SANDBOX_SOLANA_PUSD_DECIMALS }
  const lamports = new Map([[SANDBOX_SOLANA_ADDRESS, SANDBOX_SOLANA_LAMPORTS]])
  const tokenLedger = new Map([[tokenBalanceKey(SANDBOX_SOLANA_ADDRESS, pusd.mint), SANDBOX_SOLANA_PUSD]])
  const transactions = (win.__porticoSolanaTransactions ??= [])
  const activity: SolanaMockActivity[] = []
  const handlers = createSolanaRpcHandlers({
    url: SOLANA_DEVNET_RPC,
    ledger: lamports,
    mints: { [pusd.mint]: pusd.decimals },
    tokenLedger,
    onTransaction: (transaction) => {
      transactions.push(transaction)
      activity.push({ ...transaction, chain: SOLANA_DEVNET_CAIP_ID, minedAt: new Date().toISOString() })
    },
  })
  const ledger: SandboxSolanaLedger = {
    tokens: [pusd],
    lamports: (address) => lamports.get(address) ?? 0n,
    tokenBalances: (address) => {
      const amount = tokenLedger.get(tokenBalanceKey(address, pusd.mint))
      return amount === undefined ? [] : [{ ...pusd, amount }]
    },
    activity: () => activity,
  }
  return { handlers, ledger }
}

import type { HttpHandler } from 'msw'
import { SANDBOX_BITCOIN_ADDRESS } from '../wallets/bitcoin/keys'
import { createBitcoinLedger } from './createBitcoinLedger'
import { createBitcoinTestnetHandlers } from './handlers'

/** The sandbox Bitcoin wallet's funding: two outputs, 100,000 and 50,000 sats (0.0015 tBTC). */
export const SANDBOX_BITCOIN_FUNDING = [100_000, 50_000] as const

/**
 * No Bitcoin node runs here: MSW answers mempool.space's testnet API from an in-memory ledger
 * that funds the sandbox wallet's address. A reload starts it over.
 */
export function createSandboxBitcoinTestnet(): HttpHandler[] {
  return createBitcoinTestnetHandlers(createBitcoinLedger(SANDBOX_BITCOIN_FUNDING.map((value) => ({ address: SANDBOX_BITCOIN_ADDRESS, value }))))
}

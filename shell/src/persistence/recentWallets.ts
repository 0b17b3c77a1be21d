import { parseRecentWallets, type WalletRecord } from '@portico/contracts'
import type { ConnectionStorage } from './connectionStorage'

/**
 * The stored recent wallets, each checked (parseRecentWallets): a record with an invalid or
 * hostile link, written by an older build, is dropped and removed from storage. Lives outside
 * connectionStorage so the wallet-link checks load with the views that show the wallets.
 */
export function readRecentWallets(storage: ConnectionStorage): WalletRecord[] {
  const stored = storage.read().recentWallets
  const recent = parseRecentWallets(stored)
  // Anything dropped (or trimmed) leaves storage too.
  if (JSON.stringify(recent) !== JSON.stringify(stored)) storage.writeRecentWallets(recent)
  return recent
}

/**
 * A connector that reaches many wallets (WalletConnect) names the wallet it reached: its
 * catalogue record takes the connector's place among the recent wallets, or, with none, the
 * connector leaves the list (it is not a wallet the Connect view could show). A record that
 * would not be read back (parseRecentWallets) is not written.
 */
export function replaceRecentWallet(storage: ConnectionStorage, connectorId: string, wallet: WalletRecord | undefined) {
  const others = readRecentWallets(storage).filter((recent) => recent.id !== connectorId && recent.id !== wallet?.id)
  storage.writeRecentWallets(parseRecentWallets(wallet ? [wallet, ...others] : others))
}

import type { Wallet } from '@wallet-standard/base'

/** A Wallet Standard wallet a Solana dapp can connect: Solana chains and `standard:connect`. */
export function isSolanaWallet(wallet: Wallet): boolean {
  return wallet.chains.some((chain) => chain.startsWith('solana:')) && 'standard:connect' in wallet.features
}

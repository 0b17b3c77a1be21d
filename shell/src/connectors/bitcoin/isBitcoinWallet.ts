import type { Wallet } from '@wallet-standard/base'

/**
 * A Wallet Standard wallet a Bitcoin dapp can connect: Bitcoin chains and a connect feature,
 * `bitcoin:connect` (sats-connect and Exodus style, with purposes) or `standard:connect`.
 */
export function isBitcoinWallet(wallet: Wallet): boolean {
  return wallet.chains.some((chain) => chain.startsWith('bitcoin:')) && ('bitcoin:connect' in wallet.features || 'standard:connect' in wallet.features)
}

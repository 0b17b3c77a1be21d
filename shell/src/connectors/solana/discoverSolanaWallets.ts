import type { DiscoverNamespaceWallets } from '../../connection/namespaceWallet'
import { discoverStandardWallets } from '../walletStandard/discoverStandardWallets'
import { createSolanaConnector, solanaConnectorId } from './createSolanaConnector'
import { isSolanaWallet } from './isSolanaWallet'

/** Solana wallets of the Wallet Standard, as Connect view entries connecting through their connector. */
export const discoverSolanaWallets: DiscoverNamespaceWallets = (env, onChange) =>
  discoverStandardWallets(
    isSolanaWallet,
    (wallets) =>
      onChange(
        wallets.map((wallet) => ({
          id: solanaConnectorId(wallet),
          name: wallet.name,
          icon: wallet.icon,
          namespace: 'solana',
          createConnector: () => createSolanaConnector(wallet, { chainReference: () => env.chainReference('solana') }),
        })),
      ),
    env.warn,
  )

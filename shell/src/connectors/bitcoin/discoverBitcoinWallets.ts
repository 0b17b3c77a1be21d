import type { DiscoverNamespaceWallets } from '../../connection/namespaceWallet'
import { discoverStandardWallets } from '../walletStandard/discoverStandardWallets'
import { bitcoinConnectorId, createBitcoinConnector } from './createBitcoinConnector'
import { isBitcoinWallet } from './isBitcoinWallet'

/** Bitcoin wallets of the Wallet Standard, as Connect view entries connecting through their connector. */
export const discoverBitcoinWallets: DiscoverNamespaceWallets = (env, onChange) =>
  discoverStandardWallets(
    isBitcoinWallet,
    (wallets) =>
      onChange(
        wallets.map((wallet) => ({
          id: bitcoinConnectorId(wallet),
          name: wallet.name,
          icon: wallet.icon,
          namespace: 'bip122',
          createConnector: () => createBitcoinConnector(wallet, { fallbackReference: () => env.chainReference('bip122'), esploraUrls: env.esploraUrls }),
        })),
      ),
    env.warn,
  )

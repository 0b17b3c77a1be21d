import type { Config } from '@wagmi/core'
import type { WagmiAdapter } from './wagmiAdapter'

/**
 * Wraps the dapp's existing wagmi config (from `createConfig`) for `createAppKit({ adapters })`.
 * When Portico connects an EIP-6963 wallet, wagmi connects the same wallet (its connector whose id
 * is the wallet's rdns, else `injected`); when Portico disconnects, so does wagmi.
 */
export function createWagmiAdapter({ config }: { config: Config }): WagmiAdapter {
  return {
    type: 'wagmi',
    config,
    loadSync: () => import(/* webpackChunkName: "wagmi" */ './syncWagmiAdapters').then(({ syncWagmiAdapters }) => syncWagmiAdapters),
  }
}

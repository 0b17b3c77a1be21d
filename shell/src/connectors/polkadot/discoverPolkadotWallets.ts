import type { DiscoverNamespaceWallets } from '../../connection/namespaceWallet'
import { createPolkadotConnector, polkadotConnectorId } from './createPolkadotConnector'
import { discoverPolkadotExtensions } from './discoverPolkadotExtensions'

/** Polkadot extensions of `window.injectedWeb3`, as Connect view entries connecting through their connector. */
export const discoverPolkadotWallets: DiscoverNamespaceWallets = (env, onChange) =>
  discoverPolkadotExtensions(
    env.window,
    (extensions) =>
      onChange(
        extensions.map((extension) => ({
          id: polkadotConnectorId(extension),
          name: extension.name,
          icon: undefined,
          namespace: 'polkadot',
          createConnector: () => createPolkadotConnector(extension, { originName: env.originName, chainReference: () => env.chainReference('polkadot') }),
        })),
      ),
    env.warn,
  )

// Written as an AppKit dapp is: only the module specifiers name Portico (`@reown/appkit/react` ->
// `@portico/shell/react`, `@reown/appkit/networks` -> `@portico/shell/networks`,
// `@reown/appkit-adapter-wagmi` -> `@portico/shell/wagmi`).
import { createAppKit } from '@portico/shell/react'
import { defineChain, type AppKitNetwork } from '@portico/shell/networks'
import { WagmiAdapter } from '@portico/shell/wagmi'
import { localChains } from './chains'

const projectId = 'portico-example'
const nativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }

const networks: AppKitNetwork[] = localChains.map((chain) =>
  defineChain({
    id: chain.chainId,
    caipNetworkId: `eip155:${chain.chainId}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  }),
)

export const wagmiAdapter = new WagmiAdapter({ networks, projectId })
export const wagmiConfig = wagmiAdapter.wagmiConfig

export const appKit = createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  metadata: { name: 'Portico + wagmi', description: 'A Vite dapp that installs Portico from its packages', url: window.location.origin, icons: [] },
  // Portico's only addition: where `portico-plugins copy public/portico-plugins` put the remotes (see package.json).
  pluginBaseUrl: '/portico-plugins/0.1.0/',
})

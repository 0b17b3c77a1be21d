// An AppKit dapp as AppKit's docs write one; examples/installExamples.ts swaps the module specifiers to Portico's.
import { createAppKit } from '@reown/appkit/react'
import { defineChain, type AppKitNetwork } from '@reown/appkit/networks'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
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
  metadata: { name: 'AppKit + wagmi', description: 'A Vite dapp written against AppKit', url: window.location.origin, icons: [] },
  // A feature switched off costs the page nothing (the browser test checks no swaps chunk loads).
  features: { swaps: false },
})

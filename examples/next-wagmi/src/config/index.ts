// Written as AppKit's Next.js (app router) + wagmi example is (examples/installExamples.ts swaps the
// module specifiers to Portico's). The networks are the local anvil chains instead of mainnet and arbitrum.
import { cookieStorage, createStorage } from 'wagmi'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { defineChain, type AppKitNetwork } from '@reown/appkit/networks'
import { localChains, type LocalChain } from './chains'

export const projectId = process.env.NEXT_PUBLIC_PROJECT_ID

if (!projectId) {
  throw new Error('NEXT_PUBLIC_PROJECT_ID is not set (see .env)')
}

const nativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }

const toNetwork = (chain: LocalChain): AppKitNetwork =>
  defineChain({
    id: chain.chainId,
    caipNetworkId: `eip155:${chain.chainId}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  })

const [firstChain, ...otherChains] = localChains
export const networks: [AppKitNetwork, ...AppKitNetwork[]] = [toNetwork(firstChain), ...otherChains.map(toNetwork)]

// Cookies rather than localStorage: the server reads the connection from the request (layout.tsx),
// so the page it renders already knows it.
export const wagmiAdapter = new WagmiAdapter({
  storage: createStorage({ storage: cookieStorage }),
  ssr: true,
  projectId,
  networks,
})

export const config = wagmiAdapter.wagmiConfig

// AppKit's React + ethers example as its docs write it; examples/installExamples.ts swaps the module
// specifiers to Portico's. The networks are the local anvil chains instead of mainnet and arbitrum.
import { EthersAdapter } from '@reown/appkit-adapter-ethers'
import { defineChain, type AppKitNetwork } from '@reown/appkit/networks'
import { localChains } from './chains'

export const projectId = 'portico-example'

const [first, ...rest] = localChains.map((chain) =>
  defineChain({
    id: chain.chainId,
    caipNetworkId: `eip155:${chain.chainId}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  }),
)
if (!first) throw new Error('no local chain')
export const networks: [AppKitNetwork, ...AppKitNetwork[]] = [first, ...rest]

export const ethersAdapter = new EthersAdapter()

export const metadata = { name: 'AppKit + ethers', description: 'A React dapp on ethers, written against AppKit', url: window.location.origin, icons: [] }

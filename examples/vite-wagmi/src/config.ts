import { createAppKit, type CaipNetwork } from '@portico/shell'
import { createWagmiAdapter } from '@portico/shell/wagmi'
import { createConfig, http } from '@wagmi/core'
import { defineChain, type Chain } from 'viem'
import { localChains } from './chains'

const nativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }

// wagmi's chains and Portico's networks, from the same list.
const [firstChain, ...otherChains] = localChains.map((chain) => defineChain({ id: chain.chainId, name: chain.name, nativeCurrency, rpcUrls: { default: { http: [chain.rpcUrl] } } }))
if (!firstChain) throw new Error('no local chain')
const chains: [Chain, ...Chain[]] = [firstChain, ...otherChains]
const networks: CaipNetwork[] = localChains.map((chain) => ({
  id: chain.chainId,
  caipNetworkId: `eip155:${chain.chainId}`,
  name: chain.name,
  chainNamespace: 'eip155',
  nativeCurrency,
  rpcUrls: { default: { http: [chain.rpcUrl] } },
  testnet: true,
}))

export const wagmiConfig = createConfig({
  chains,
  transports: Object.fromEntries(chains.map((chain) => [chain.id, http()])),
})

export const appKit = createAppKit({
  projectId: 'portico-example',
  networks,
  metadata: { name: 'Portico + wagmi', description: 'A Vite dapp that installs Portico from its packages', url: window.location.origin, icons: [] },
  adapters: [createWagmiAdapter({ config: wagmiConfig })],
  // Where `portico-plugins copy public/portico-plugins` put the remotes (see package.json).
  pluginBaseUrl: '/portico-plugins/0.1.0/',
})

import { createAppKit, type CaipNetwork } from '@portico/shell'
import { createRoot } from 'react-dom/client'

const mainnet: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  name: 'Ethereum',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
}

// Every plugin feature id is on (smart sessions is off by default); the plugins that exist show.
const PLUGIN_FEATURES = ['swaps', 'onramp', 'send', 'receive', 'history', 'email', 'smartSessions'] as const
const query = new URLSearchParams(window.location.search)
// `?off=receive` turns a feature off: what a disabled feature costs. `?only=receive` keeps one
// plugin feature: the same figures with a single plugin.
const off = query.getAll('off')
const only = query.get('only')
const enabled = (feature: string) => !off.includes(feature) && (only === null || only === feature)

const modal = createAppKit({
  projectId: 'portico-bench',
  networks: [mainnet],
  metadata: { name: 'Bench dapp', description: 'Benchmark dapp', url: window.location.origin, icons: [] },
  // socials is a list of providers (the default one when on), or false.
  features: { ...Object.fromEntries(PLUGIN_FEATURES.map((feature) => [feature, enabled(feature)])), ...(enabled('socials') ? {} : { socials: false }) },
})
// The benchmark closes the modal between the cold and the warm open.
Object.assign(window, { benchModal: { close: () => modal.close() } })

createRoot(document.getElementById('root') as HTMLElement).render(<appkit-button />)

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

// `?off=receive` turns a feature off: the benchmark shows what a disabled feature costs.
const off = new URLSearchParams(window.location.search).getAll('off')

const modal = createAppKit({
  projectId: 'portico-bench',
  networks: [mainnet],
  metadata: { name: 'Bench dapp', description: 'Benchmark dapp', url: window.location.origin, icons: [] },
  features: Object.fromEntries(off.map((feature) => [feature, false])),
})
// The benchmark closes the modal between the cold and the warm open.
Object.assign(window, { benchModal: { close: () => modal.close() } })

createRoot(document.getElementById('root') as HTMLElement).render(<appkit-button />)

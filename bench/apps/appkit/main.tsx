import { mainnet } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { createRoot } from 'react-dom/client'

const modal = createAppKit({
  projectId: 'portico-bench',
  networks: [mainnet],
  metadata: { name: 'Bench dapp', description: 'Benchmark dapp', url: window.location.origin, icons: [] },
})
// The benchmark closes the modal between the cold and the warm open.
Object.assign(window, { benchModal: { close: () => modal.close() } })

createRoot(document.getElementById('root') as HTMLElement).render(<appkit-button />)

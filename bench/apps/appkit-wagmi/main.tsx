// An unmodified AppKit dapp with the wagmi adapter, as AppKit's own React + wagmi quick start
// writes it: the hosted defaults for every backend (no blockchainApiUrl, no custom RPC), the
// features left to the project's remote config. e2e/appkitOnServer routes its hosted calls to
// Portico Server; the page reads the project id from `?projectId=` so one build serves any server.
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { base, mainnet, type AppKitNetwork } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'

const projectId = new URLSearchParams(window.location.search).get('projectId') ?? 'portico-appkit'
const networks: [AppKitNetwork, ...AppKitNetwork[]] = [mainnet, base]
const wagmiAdapter = new WagmiAdapter({ projectId, networks })
const queryClient = new QueryClient()

createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  metadata: { name: 'AppKit on Portico Server', description: 'AppKit 1.8 with the wagmi adapter', url: window.location.origin, icons: [] },
})

createRoot(document.getElementById('root') as HTMLElement).render(
  <WagmiProvider config={wagmiAdapter.wagmiConfig}>
    <QueryClientProvider client={queryClient}>
      <appkit-button />
    </QueryClientProvider>
  </WagmiProvider>,
)

import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, getDefaultConfig, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { mainnet } from 'wagmi/chains'
import { WagmiProvider } from 'wagmi'

// RainbowKit's documented default setup: its default wallets, wagmi's default http transport.
const config = getDefaultConfig({ appName: 'Bench dapp', projectId: 'portico-bench', chains: [mainnet] })
const queryClient = new QueryClient()

// The benchmark closes the modal between the cold and the warm open. RainbowKit exposes no close
// action outside its components; its dialog closes on Escape, as a user would close it.
Object.assign(window, { benchModal: { close: () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })) } })

createRoot(document.getElementById('root') as HTMLElement).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <RainbowKitProvider>
        <ConnectButton />
      </RainbowKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)

'use client'
// The client side of the app: AppKit is created once when this module loads (in the browser, and
// on the server while it renders, where it touches no browser global), wagmi and react-query wrap
// the page. As AppKit's example (examples/installExamples.ts swaps the module specifiers to Portico's).
import { wagmiAdapter, projectId, networks } from '@/config'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createAppKit } from '@reown/appkit/react'
import type { ReactNode } from 'react'
import { cookieToInitialState, WagmiProvider } from 'wagmi'

const queryClient = new QueryClient()

if (!projectId) {
  throw new Error('NEXT_PUBLIC_PROJECT_ID is not set (see .env)')
}

const metadata = {
  name: 'Portico + Next.js + wagmi',
  description: 'A Next.js app router dapp that installs Portico from its packages',
  url: 'http://localhost:3000',
  icons: [],
}

export const modal = createAppKit({
  adapters: [wagmiAdapter],
  projectId,
  networks,
  metadata,
  themeMode: 'light',
  features: {
    analytics: true, // the default, as in AppKit
  },
})

export function ContextProvider({ children, cookies }: { children: ReactNode; cookies: string | null }) {
  const initialState = cookieToInitialState(wagmiAdapter.wagmiConfig, cookies)

  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig} initialState={initialState}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
}

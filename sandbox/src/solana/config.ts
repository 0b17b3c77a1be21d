// AppKit's react-solana example config, with Portico's module specifiers.
import type { AppKitNetwork } from '@portico/shell/networks'
import { solana, solanaDevnet, solanaTestnet } from '@portico/shell/networks'
import { SolanaAdapter } from '@portico/shell/solana/react'

export const projectId = 'portico-sandbox'

export const metadata = {
  name: 'Portico sandbox (Solana)',
  description: "AppKit's React Solana example on Portico",
  url: window.location.origin,
  icons: [],
}

// Devnet first: the sandbox's MSW answers its RPC (solanaMocks.ts); the others need a real cluster.
export const networks: [AppKitNetwork, ...AppKitNetwork[]] = [solanaDevnet, solana, solanaTestnet]

export const solanaWeb3JsAdapter = new SolanaAdapter()

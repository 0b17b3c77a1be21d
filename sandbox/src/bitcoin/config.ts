// AppKit's react-bitcoin example config, imports swapped to Portico's.
import type { CaipNetwork } from '@portico/shell'
import { BitcoinAdapter } from '@portico/shell/bitcoin'
import { bitcoin, bitcoinTestnet, type AppKitNetwork } from '@portico/shell/networks'

export const projectId = 'portico-sandbox'

export const metadata = {
  name: 'AppKit',
  description: 'AppKit Example',
  url: window.location.origin,
  icons: [],
}

// Testnet first: the sandbox Bitcoin wallet and its ledger are testnet only (the example lists mainnet first).
export const networks = [bitcoinTestnet, bitcoin] as [AppKitNetwork, ...AppKitNetwork[]]

export const bitcoinAdapter = new BitcoinAdapter({
  projectId,
  networks: networks as CaipNetwork[],
})

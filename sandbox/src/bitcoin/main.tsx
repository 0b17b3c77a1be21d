// AppKit's react-bitcoin example (reown-com/appkit-web-examples) on Portico: the same calls, the
// imports swapped; the sandbox's MSW answers the catalogue and mempool.space testnet from its ledger.
import { createAppKit } from '@portico/shell/react'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { discoveredPlugins } from '../app/discoveredPlugins'
import { startMocks } from '../app/mocks'
import { runningPlugins } from '../app/runningPlugins'
import { readSandboxConfig } from '../app/sandboxConfig'
import { ActionButtonList, type Results } from './ActionButtonList'
import { bitcoinAdapter, metadata, networks, projectId } from './config'
import { InfoList } from './InfoList'

const running = runningPlugins(discoveredPlugins, readSandboxConfig(window).plugins)
await startMocks({ walletApiFailures: 0, plugins: running.plugins })

createAppKit({
  adapters: [bitcoinAdapter],
  networks,
  metadata,
  projectId,
  themeMode: 'light',
  features: {
    // The sandbox's own: off for plugins that were not built.
    ...running.features,
    analytics: true,
    socials: [],
    email: false,
  },
})

function App() {
  const [results, setResults] = useState<Results>({})
  return (
    <div className="pages">
      <h1>AppKit bitcoin React dApp Example</h1>
      <appkit-button />
      <ActionButtonList onResult={setResults} />
      <InfoList results={results} />
    </div>
  )
}

const root = document.getElementById('root')
if (root) createRoot(root).render(<App />)

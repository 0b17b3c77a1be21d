// AppKit's React Solana example (reown-com/appkit-web-examples react/react-solana) with Portico's
// module specifiers, on the sandbox Solana wallet and the devnet RPC mock.
import { createAppKit } from '@portico/shell/react'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { discoveredPlugins } from '../app/discoveredPlugins'
import { startMocks } from '../app/mocks'
import { runningPlugins } from '../app/runningPlugins'
import { readSandboxConfig, readWalletConnectQuery } from '../app/sandboxConfig'
import { installVerifyStandIn } from '../app/verifyStandIn'
import { ActionButtonList, type ActionResults } from './ActionButtonList'
import { metadata, networks, projectId, solanaWeb3JsAdapter } from './config'
import { InfoList } from './InfoList'

const config = readSandboxConfig(window)
const running = runningPlugins(discoveredPlugins, config.plugins)
// WalletConnect through `npm start`'s local relay, or the one `?relay=ws://...` names (the sandbox
// WalletConnect wallet page grants Solana Devnet); Verify is answered in the page, as off-line.
const walletConnectRelayUrl = readWalletConnectQuery(window.location.search).walletConnectRelayUrl ?? config.walletConnectRelayUrl
if (walletConnectRelayUrl) installVerifyStandIn(window)
await startMocks({ walletApiFailures: 0, plugins: running.plugins })

createAppKit({
  projectId,
  metadata,
  networks,
  adapters: [solanaWeb3JsAdapter],
  features: { ...running.features, analytics: true },
  ...(walletConnectRelayUrl ? { walletConnectRelayUrl } : {}),
})

function App() {
  const [results, setResults] = useState<ActionResults>({})
  return (
    <>
      <header>
        <h1>React Solana Example</h1>
        <appkit-button />
      </header>
      <ActionButtonList report={(next) => setResults((before) => ({ ...before, error: undefined, ...next }))} />
      <InfoList results={results} />
    </>
  )
}

const root = document.getElementById('root')
if (root) createRoot(root).render(<App />)

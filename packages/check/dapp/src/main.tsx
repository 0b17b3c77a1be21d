// A dapp with neither wagmi nor ethers: the core entries alone must build and type-check.
import { createAppKit, type AppKitOptionsInput } from '@portico/shell'
import { mainnet, sepolia } from '@portico/shell/networks'
import { useAppKit, useAppKitAccount, useAppKitNetwork } from '@portico/shell/react'
import { createRoot } from 'react-dom/client'

const options: AppKitOptionsInput = {
  projectId: 'example',
  networks: [mainnet, sepolia],
  metadata: { name: 'Packaged dapp', description: 'Portico from its tarballs', url: 'https://dapp.example', icons: [] },
  // Where `portico-plugins copy public/portico-plugins` put the remotes.
  pluginBaseUrl: '/portico-plugins/0.1.0/',
}
const appKit = createAppKit(options)

function App() {
  const { open } = useAppKit()
  const { address, isConnected } = useAppKitAccount()
  const { chainId } = useAppKitNetwork()
  return (
    <main>
      <appkit-button />
      <button onClick={() => void open()}>{isConnected ? `${address} on ${chainId}` : 'Connect'}</button>
    </main>
  )
}

appKit.subscribeAccount((account) => console.log(account.address))
const root = document.getElementById('root')
if (root) createRoot(root).render(<App />)

// AppKit's React multichain example (wagmi, Solana and Bitcoin adapters in one modal) as its docs
// write it; examples/installExamples.ts swaps the module specifiers to Portico's. The EVM networks
// are the local anvil chains. The dapp lists no @solana/web3.js: the Solana adapter brings it.
import { createAppKit, useAppKit, useAppKitAccount, useAppKitNetwork, useDisconnect } from '@reown/appkit/react'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { SolanaAdapter } from '@reown/appkit-adapter-solana/react'
import { BitcoinAdapter } from '@reown/appkit-adapter-bitcoin'
import { bitcoin, defineChain, solana, type AppKitNetwork } from '@reown/appkit/networks'
import { signMessage } from '@wagmi/core'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { localChains } from './chains'

const projectId = 'portico-example'
const [firstEvm, ...moreEvm] = localChains.map((chain) =>
  defineChain({
    id: chain.chainId,
    caipNetworkId: `eip155:${chain.chainId}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  }),
)
if (!firstEvm) throw new Error('no local chain')
const networks: [AppKitNetwork, ...AppKitNetwork[]] = [firstEvm, ...moreEvm, solana, bitcoin]

const wagmiAdapter = new WagmiAdapter({ networks, projectId })
createAppKit({
  adapters: [wagmiAdapter, new SolanaAdapter(), new BitcoinAdapter({ projectId })],
  networks,
  projectId,
  metadata: { name: 'AppKit multichain', description: 'EVM, Solana and Bitcoin in one modal, written against AppKit', url: window.location.origin, icons: [] },
})

function App() {
  const { open } = useAppKit()
  const { disconnect } = useDisconnect()
  const { chainId } = useAppKitNetwork()
  const { address, isConnected } = useAppKitAccount()
  const [signature, setSignature] = useState('')
  const handleSignMsg = async () => setSignature(await signMessage(wagmiAdapter.wagmiConfig, { message: 'Hello Reown AppKit!' }))
  return (
    <main>
      <h1>AppKit multichain React dApp Example</h1>
      <appkit-button />
      <button onClick={() => void open()}>Open</button>
      {isConnected && (
        <>
          <button onClick={() => void disconnect()}>Disconnect</button>
          <button onClick={() => void handleSignMsg()}>Sign msg</button>
        </>
      )}
      <dl>
        <dt>Account</dt>
        <dd id="account">{isConnected ? `${address} on ${chainId}` : 'disconnected'}</dd>
        <dt>Signature</dt>
        <dd id="signature">{signature}</dd>
      </dl>
    </main>
  )
}

const root = document.getElementById('root')
if (root) createRoot(root).render(<App />)

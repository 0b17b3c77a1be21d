// AppKit's React + Bitcoin example as its docs write it; examples/installExamples.ts swaps the module
// specifiers to Portico's.
import { createAppKit, useAppKit, useAppKitAccount, useAppKitNetwork, useAppKitProvider, useDisconnect, type CaipNetworkId } from '@reown/appkit/react'
import { BitcoinAdapter, type BitcoinConnector } from '@reown/appkit-adapter-bitcoin'
import { bitcoin, bitcoinTestnet } from '@reown/appkit/networks'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'

const projectId = 'portico-example'
const bitcoinAdapter = new BitcoinAdapter({ projectId })
const networks = [bitcoinTestnet, bitcoin] as const

createAppKit({
  adapters: [bitcoinAdapter],
  networks: [...networks],
  projectId,
  metadata: { name: 'AppKit + Bitcoin', description: 'A React dapp on Bitcoin, written against AppKit', url: window.location.origin, icons: [] },
})

function ActionButtonList({ onSigned, onHash, onAddresses }: { onSigned: (s: string) => void; onHash: (h: string) => void; onAddresses: (a: string) => void }) {
  const { open } = useAppKit()
  const { disconnect } = useDisconnect()
  const { switchNetwork, caipNetworkId } = useAppKitNetwork()
  const { address, isConnected } = useAppKitAccount()
  const { walletProvider } = useAppKitProvider<BitcoinConnector>('bip122')
  const network: CaipNetworkId | undefined = caipNetworkId

  const handleSignMsg = async () => {
    if (!address) throw new Error('Not connected')
    onSigned(await walletProvider.signMessage({ address, message: 'Hello Reown AppKit!' }))
  }
  const handleSendTx = async () => {
    if (!address) throw new Error('Not connected')
    onHash(await walletProvider.sendTransfer({ recipient: address, amount: '1000' }))
  }
  const handleGetAddresses = async () => onAddresses((await walletProvider.getAccountAddresses()).map((account) => account.address).join(', '))

  return (
    <div data-network={network}>
      <button onClick={() => void open()}>Open</button>
      {isConnected && (
        <>
          <button onClick={() => void disconnect()}>Disconnect</button>
          <button onClick={() => void switchNetwork(networks[1])}>Switch</button>
          <button onClick={() => void handleSignMsg()}>Sign msg</button>
          <button onClick={() => void handleSendTx()}>Send tx</button>
          <button onClick={() => void handleGetAddresses()}>Get Addresses</button>
        </>
      )}
    </div>
  )
}

function App() {
  const [signature, setSignature] = useState('')
  const [hash, setHash] = useState('')
  const [addresses, setAddresses] = useState('')
  return (
    <main>
      <h1>AppKit Bitcoin React dApp Example</h1>
      <appkit-button />
      <ActionButtonList onSigned={setSignature} onHash={setHash} onAddresses={setAddresses} />
      <dl>
        <dt>Signature</dt>
        <dd id="signature">{signature}</dd>
        <dt>Transaction</dt>
        <dd id="tx-hash">{hash}</dd>
        <dt>Addresses</dt>
        <dd id="addresses">{addresses}</dd>
      </dl>
    </main>
  )
}

const root = document.getElementById('root')
if (root) createRoot(root).render(<App />)

// AppKit's React + Solana example as its docs write it; examples/installExamples.ts swaps the module
// specifiers to Portico's.
import { createAppKit, useAppKit, useAppKitAccount, useAppKitNetwork, useAppKitProvider, useDisconnect } from '@reown/appkit/react'
import { SolanaAdapter, useAppKitConnection, type Provider } from '@reown/appkit-adapter-solana/react'
import { solana, solanaDevnet, solanaTestnet } from '@reown/appkit/networks'
import { LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'

const solanaWeb3JsAdapter = new SolanaAdapter()
const networks = [solanaDevnet, solanaTestnet, solana] as const

createAppKit({
  adapters: [solanaWeb3JsAdapter],
  networks: [...networks],
  projectId: 'portico-example',
  metadata: { name: 'AppKit + Solana', description: 'A React dapp on Solana, written against AppKit', url: window.location.origin, icons: [] },
})

function ActionButtonList({ onSigned, onBalance, onHash }: { onSigned: (s: string) => void; onBalance: (b: string) => void; onHash: (h: string) => void }) {
  const { open } = useAppKit()
  const { disconnect } = useDisconnect()
  const { switchNetwork } = useAppKitNetwork()
  const { address, isConnected } = useAppKitAccount()
  const { connection } = useAppKitConnection()
  const { walletProvider } = useAppKitProvider<Provider>('solana')

  const handleSignMsg = async () => {
    const signature = await walletProvider.signMessage(new TextEncoder().encode('Hello Reown AppKit!'))
    onSigned(Array.from(signature, (byte) => byte.toString(16).padStart(2, '0')).join(''))
  }
  const handleGetBalance = async () => {
    if (!address || !connection) throw new Error('Not connected')
    onBalance(`${(await connection.getBalance(new PublicKey(address))) / LAMPORTS_PER_SOL} SOL`)
  }
  const handleSendTx = async () => {
    if (!address || !connection) throw new Error('Not connected')
    const from = new PublicKey(address)
    const { blockhash } = await connection.getLatestBlockhash()
    const transaction = new Transaction({ feePayer: from, recentBlockhash: blockhash }).add(SystemProgram.transfer({ fromPubkey: from, toPubkey: from, lamports: 1000 }))
    onHash(await walletProvider.sendTransaction(transaction, connection))
  }

  return (
    <div>
      <button onClick={() => void open()}>Open</button>
      {isConnected && (
        <>
          <button onClick={() => void disconnect()}>Disconnect</button>
          <button onClick={() => void switchNetwork(networks[1])}>Switch</button>
          <button onClick={() => void handleSignMsg()}>Sign msg</button>
          <button onClick={() => void handleSendTx()}>Send tx</button>
          <button onClick={() => void handleGetBalance()}>Get Balance</button>
        </>
      )}
    </div>
  )
}

function App() {
  const [signature, setSignature] = useState('')
  const [balance, setBalance] = useState('')
  const [hash, setHash] = useState('')
  return (
    <main>
      <h1>AppKit Solana React dApp Example</h1>
      <appkit-button />
      <ActionButtonList onSigned={setSignature} onBalance={setBalance} onHash={setHash} />
      <dl>
        <dt>Signature</dt>
        <dd id="signature">{signature}</dd>
        <dt>Balance</dt>
        <dd id="balance">{balance}</dd>
        <dt>Transaction</dt>
        <dd id="tx-hash">{hash}</dd>
      </dl>
    </main>
  )
}

const root = document.getElementById('root')
if (root) createRoot(root).render(<App />)

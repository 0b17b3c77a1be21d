import { createAppKit } from '@reown/appkit/react'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { ActionButtonList } from './ActionButtonList'
import { ethersAdapter, metadata, networks, projectId } from './config'

createAppKit({ adapters: [ethersAdapter], networks, metadata, projectId, features: { analytics: true } })

function App() {
  const [hash, setHash] = useState('')
  const [signature, setSignature] = useState('')
  const [balance, setBalance] = useState('')
  return (
    <main>
      <h1>AppKit ethers React dApp Example</h1>
      <appkit-button />
      <ActionButtonList onHash={setHash} onSigned={setSignature} onBalance={setBalance} />
      <dl>
        <dt>Transaction hash</dt>
        <dd id="tx-hash">{hash}</dd>
        <dt>Signature</dt>
        <dd id="signature">{signature}</dd>
        <dt>Balance</dt>
        <dd id="balance">{balance}</dd>
      </dl>
    </main>
  )
}

const root = document.getElementById('root')
if (root) createRoot(root).render(<App />)

import type { BitcoinConnector } from '@portico/shell/bitcoin'
import { useAppKit, useAppKitAccount, useAppKitNetwork, useAppKitProvider, useDisconnect } from '@portico/shell/react'
import { useState } from 'react'
import { createPSBT, getBalance } from './bitcoinUtil'
import { networks } from './config'

export interface Results {
  psbt?: string
  psbtTxid?: string
  signedMsg?: string
  /** Not in AppKit's example: the same message signed the BIP-322 way. */
  signedMsgBip322?: string
  txHash?: string
  balance?: string
  publicKey?: string
  addresses?: string
  error?: string
}

/** The example's buttons: each calls the bip122 provider (or a helper) and reports what came back. */
export function ActionButtonList({ onResult }: { onResult: (results: Results) => void }) {
  const { disconnect } = useDisconnect()
  const { open } = useAppKit()
  const { switchNetwork, caipNetworkId } = useAppKitNetwork()
  const { allAccounts, isConnected, address } = useAppKitAccount()
  const { walletProvider } = useAppKitProvider<BitcoinConnector>('bip122')
  const [recipient, setRecipient] = useState('')
  const [amount, setAmount] = useState('1000')
  const [broadcast, setBroadcast] = useState(false)

  // Every action reports its result or its error, so a person (and the browser test) sees both.
  const run = (action: () => Promise<Results>) => () => {
    onResult({})
    action().then(onResult, (error: unknown) => onResult({ error: error instanceof Error ? error.message : String(error) }))
  }
  const connected = () => {
    if (!walletProvider || !address || !caipNetworkId) throw new Error('user is disconnected')
    return { walletProvider, address, caipNetworkId }
  }

  const handleSignMsg = run(async () => {
    const { walletProvider, address } = connected()
    return { signedMsg: await walletProvider.signMessage({ address, message: 'Hello Reown AppKit!' }) }
  })
  const handleSignBip322 = run(async () => {
    const { walletProvider, address } = connected()
    return { signedMsgBip322: await walletProvider.signMessage({ address, message: 'Hello Reown AppKit!', protocol: 'bip322' }) }
  })
  const handleSendTx = run(async () => {
    const { walletProvider, address } = connected()
    return { txHash: await walletProvider.sendTransfer({ recipient: recipient || address, amount }) }
  })
  const handleSignPSBT = run(async () => {
    const { walletProvider, address, caipNetworkId } = connected()
    const params = await createPSBT(caipNetworkId, 10_000, address, recipient || address)
    params.broadcast = broadcast
    const signed = await walletProvider.signPSBT(params)
    return { psbt: signed.psbt, ...(signed.txid ? { psbtTxid: signed.txid } : {}) }
  })
  const handleGetBalance = run(async () => {
    const { address, caipNetworkId } = connected()
    return { balance: `${await getBalance(caipNetworkId, address)} sats` }
  })
  const handleGetAddresses = run(async () => ({ addresses: JSON.stringify(await connected().walletProvider.getAccountAddresses(), null, 2) }))
  const handleGetPublicKey = run(async () => ({ publicKey: allAccounts.find((account) => account.address === connected().address)?.publicKey ?? '---' }))

  if (!isConnected) return null
  return (
    <div>
      <p>
        <button onClick={() => void open()}>Open</button> <button onClick={() => void disconnect()}>Disconnect</button>{' '}
        <button onClick={() => void switchNetwork(networks[1] ?? networks[0])}>Switch</button>
      </p>
      <p>
        <label>
          Recipient <input value={recipient} placeholder="your own address" onChange={(event) => setRecipient(event.target.value)} />
        </label>{' '}
        <label>
          Amount (sats) <input value={amount} inputMode="numeric" onChange={(event) => setAmount(event.target.value)} />
        </label>{' '}
        <label>
          <input type="checkbox" checked={broadcast} onChange={(event) => setBroadcast(event.target.checked)} /> Broadcast the signed PSBT
        </label>
      </p>
      <p>
        <button onClick={handleSignMsg}>Sign message</button> <button onClick={handleSignBip322}>Sign message (BIP-322)</button>{' '}
        <button onClick={handleSendTx}>Send transfer</button>{' '}
        <button onClick={handleSignPSBT}>Sign PSBT</button> <button onClick={handleGetAddresses}>Get account addresses</button>{' '}
        <button onClick={handleGetBalance}>Get balance</button> <button onClick={handleGetPublicKey}>Get public key</button>
      </p>
    </div>
  )
}

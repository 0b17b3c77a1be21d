import { useAppKit, useAppKitAccount, useAppKitNetwork, useAppKitProvider, useDisconnect } from '@portico/shell/react'
import type { Provider } from '@portico/shell/solana/react'
import { useAppKitConnection } from '@portico/shell/solana/react'
import { base64, hex } from '@scure/base'
import { LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { networks } from './config'
import { transferTransaction, versionedTransferTransaction } from './transactions'

/** What the buttons produced, shown by InfoList. */
export interface ActionResults {
  signedMsg?: string
  signedTx?: string
  signedAll?: string[]
  hash?: string
  balance?: string
  error?: string
}

export const SIGNED_MESSAGE = 'Hello Portico from AppKit!'

/** AppKit's example buttons (open, disconnect, switch, sign, send, balance), and one per other provider method. */
export function ActionButtonList({ report }: { report: (results: ActionResults) => void }) {
  const { disconnect } = useDisconnect()
  const { open } = useAppKit()
  const { switchNetwork } = useAppKitNetwork()
  const { isConnected, address } = useAppKitAccount()
  const { connection } = useAppKitConnection()
  const { walletProvider } = useAppKitProvider<Provider>('solana')

  // Every button reports its result or its error: a person trying the page sees both.
  const run = (action: () => Promise<ActionResults>) => () => {
    action().then(report, (error: unknown) => report({ error: error instanceof Error ? error.message : String(error) }))
  }
  const connected = () => {
    if (!address || !connection || !walletProvider) throw new Error('user is disconnected')
    return { wallet: new PublicKey(address), connection, walletProvider }
  }

  const handleSignMsg = run(async () => {
    const { walletProvider } = connected()
    const sig = await walletProvider.signMessage(new TextEncoder().encode(SIGNED_MESSAGE))
    return { signedMsg: hex.encode(sig) }
  })
  const handleSignTx = run(async () => {
    const { wallet, connection, walletProvider } = connected()
    const signed = await walletProvider.signTransaction(await transferTransaction(connection, wallet, 1000))
    return { signedTx: base64.encode(signed.serialize()) }
  })
  const handleSignAll = run(async () => {
    const { wallet, connection, walletProvider } = connected()
    const signed = await walletProvider.signAllTransactions([await transferTransaction(connection, wallet, 1000), await versionedTransferTransaction(connection, wallet, 2000)])
    return { signedAll: signed.map((transaction) => base64.encode(transaction.serialize())) }
  })
  const handleSendTx = run(async () => {
    const { wallet, connection, walletProvider } = connected()
    return { hash: await walletProvider.sendTransaction(await transferTransaction(connection, wallet, 1000), connection) }
  })
  const handleSignAndSendTx = run(async () => {
    const { wallet, connection, walletProvider } = connected()
    return { hash: await walletProvider.signAndSendTransaction(await versionedTransferTransaction(connection, wallet, 3000)) }
  })
  const handleGetBalance = run(async () => {
    const { connection, walletProvider } = connected()
    const publicKey = walletProvider.publicKey
    if (!publicKey) throw new Error('the wallet has not told its account')
    return { balance: `${(await connection.getBalance(publicKey)) / LAMPORTS_PER_SOL} SOL` }
  })

  return (
    <p>
      <button type="button" onClick={() => void open()}>
        Open
      </button>{' '}
      {isConnected ? (
        <>
          <button type="button" onClick={() => void disconnect()}>
            Disconnect
          </button>{' '}
          <button type="button" onClick={() => void (networks[1] && switchNetwork(networks[1]))}>
            Switch
          </button>{' '}
          <button type="button" onClick={handleSignMsg}>
            Sign message
          </button>{' '}
          <button type="button" onClick={handleSignTx}>
            Sign transaction
          </button>{' '}
          <button type="button" onClick={handleSignAll}>
            Sign all transactions
          </button>{' '}
          <button type="button" onClick={handleSendTx}>
            Send transaction
          </button>{' '}
          <button type="button" onClick={handleSignAndSendTx}>
            Sign and send transaction
          </button>{' '}
          <button type="button" onClick={handleGetBalance}>
            Get balance
          </button>
        </>
      ) : null}
    </p>
  )
}

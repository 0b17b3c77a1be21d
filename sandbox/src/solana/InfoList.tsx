import { useAppKitAccount, useAppKitNetwork, useAppKitProvider } from '@portico/shell/react'
import type { Provider } from '@portico/shell/solana/react'
import { useAppKitConnection } from '@portico/shell/solana/react'
import { LAMPORTS_PER_SOL } from '@solana/web3.js'
import { useEffect, useState } from 'react'
import type { ActionResults } from './ActionButtonList'

/** The balance `connection.getBalance(publicKey)` reads, again after each transaction sent. */
function useBalance(hash: string | undefined): string | undefined {
  const { connection } = useAppKitConnection()
  const { walletProvider } = useAppKitProvider<Provider>('solana')
  const { address } = useAppKitAccount()
  const [balance, setBalance] = useState<string>()
  useEffect(() => {
    const publicKey = walletProvider?.publicKey
    if (!connection || !publicKey || !address) return setBalance(undefined)
    let current = true
    connection.getBalance(publicKey).then(
      (lamports) => current && setBalance(`${lamports / LAMPORTS_PER_SOL} SOL`),
      () => current && setBalance('- SOL'),
    )
    return () => {
      current = false
    }
  }, [connection, walletProvider, address, hash])
  return balance
}

/** AppKit's example InfoList: what the account, the network and the buttons gave. */
export function InfoList({ results }: { results: ActionResults }) {
  const { address, status } = useAppKitAccount()
  const { caipNetworkId } = useAppKitNetwork()
  const { walletProvider } = useAppKitProvider<Provider>('solana')
  const { connection } = useAppKitConnection()
  const balance = useBalance(results.hash)
  const rows: [string, string, string | undefined][] = [
    ['status', 'solana-status', status],
    ['address', 'solana-address', address],
    ['publicKey', 'solana-public-key', walletProvider?.publicKey?.toBase58()],
    ['network', 'solana-network', caipNetworkId],
    ['connection', 'solana-connection', connection?.rpcEndpoint],
    ['balance', 'solana-balance', results.balance ?? balance],
    ['signed message (hex)', 'solana-signed-message', results.signedMsg],
    ['signed transaction (base64)', 'solana-signed-transaction', results.signedTx],
    ['signed transactions (base64)', 'solana-signed-all', results.signedAll?.join(' ')],
    ['transaction signature', 'solana-hash', results.hash],
    ['error', 'solana-error', results.error],
  ]
  return (
    <dl aria-label="Solana example state">
      {rows.map(([label, testId, value]) => (
        <div key={testId} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd data-testid={testId}>{value ?? '-'}</dd>
        </div>
      ))}
    </dl>
  )
}

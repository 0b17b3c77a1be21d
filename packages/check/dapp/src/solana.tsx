// The Solana adapter entries, type-checked with @solana/web3.js 1.x installed (see checkPackages.ts).
import { createAppKit, useAppKitProvider } from '@portico/shell/react'
import { solanaDevnet } from '@portico/shell/networks'
import { SolanaAdapter, type Provider } from '@portico/shell/solana'
import { useAppKitConnection, type Provider as ReactProvider } from '@portico/shell/solana/react'
import { PublicKey, SystemProgram, Transaction, type Connection } from '@solana/web3.js'

createAppKit({ projectId: 'example', networks: [solanaDevnet], adapters: [new SolanaAdapter({ wallets: [] })] })

export async function pay(provider: Provider, connection: Connection, to: string): Promise<string> {
  const from = provider.publicKey
  if (!from) throw new Error('not connected')
  const { blockhash } = await connection.getLatestBlockhash()
  const transaction = new Transaction({ feePayer: from, recentBlockhash: blockhash }).add(SystemProgram.transfer({ fromPubkey: from, toPubkey: new PublicKey(to), lamports: 1000 }))
  // The same kind back: a Transaction stays a Transaction.
  const signed: Transaction = await provider.signTransaction(transaction)
  return provider.sendTransaction(signed, connection)
}

export function Balance() {
  const { connection } = useAppKitConnection()
  const { walletProvider } = useAppKitProvider<ReactProvider>('solana')
  const sign = () => walletProvider?.signMessage(new TextEncoder().encode('hello'))
  return (
    <button type="button" onClick={() => void sign()}>
      {connection?.rpcEndpoint ?? 'not on Solana'}
    </button>
  )
}

import { toAccountRecord, type Connector, type ConnectorEvent } from '@portico/contracts'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { VersionedTransaction, type Connection, type Keypair, type SendOptions } from '@solana/web3.js'

export interface FakeSolanaConnectorOptions {
  keypair: Keypair
  /** Where signAndSendTransaction submits (an MSW mock's cluster in tests). */
  connection: Connection
  /** Keeps account records as Wallet Standard connectors do; false: accounts only through getAccounts, as WalletConnect. */
  records?: boolean
  /** Answers solana_signAllTransactions; false: 4200, as a wallet without it. */
  signAll?: boolean
  /** Answers solana_signTransaction with the signature alone (WalletConnect's older RPC). */
  signatureOnly?: boolean
  /** Answers every signing request with this instead (a broken wallet). */
  answer?: unknown
}

type Params = { message?: string; pubkey?: string; transaction?: string; transactions?: string[]; sendOptions?: SendOptions }

/**
 * A solana wallet for unit tests that answers WalletConnect's Solana RPC as a wallet would: it
 * signs with a real Ed25519 key (the message, or the transaction's message) and submits
 * signAndSendTransaction through `connection`. `requests` lists the methods asked, in order;
 * `setAccounts` changes what it grants.
 *
 * @example const { connector, requests } = fakeSolanaConnector({ keypair: Keypair.generate(), connection })
 */
export function fakeSolanaConnector(options: FakeSolanaConnectorOptions) {
  const { keypair, connection } = options
  const address = keypair.publicKey.toBase58()
  const secret = keypair.secretKey.slice(0, 32)
  const requests: string[] = []
  // What the wallet grants: the key's address until a test changes it (an account switch, a disconnect).
  let accounts = [address]
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const refuse = (code: number, message: string) => Object.assign(new Error(message), { code })

  const sign = (wire: string) => {
    // Legacy and v0 alike: the versioned reader takes both and writes them back as they came.
    const transaction = VersionedTransaction.deserialize(base64.decode(wire))
    transaction.sign([keypair])
    return transaction
  }

  const connector: Connector = {
    id: 'solana:fake',
    name: 'Fake Solana',
    type: options.records === false ? 'WALLET_CONNECT' : 'ANNOUNCED',
    chain: 'solana',
    connect: async () => ({ accounts: [address], chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1' }),
    getAccounts: async () => accounts,
    ...(options.records === false ? {} : { accountRecords: () => accounts.map((account) => toAccountRecord('solana', account, { publicKey: account })) }),
    getChainId: async () => 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    disconnect: async () => undefined,
    async request({ method, params }) {
      requests.push(method)
      const { message, pubkey, transaction, transactions, sendOptions } = (params ?? {}) as Params
      if (pubkey !== undefined && pubkey !== address) throw refuse(4100, `${pubkey} is not connected`)
      if (options.answer !== undefined) return options.answer
      switch (method) {
        case 'solana_signMessage':
          return { signature: base58.encode(ed25519.sign(base58.decode(message ?? ''), secret)) }
        case 'solana_signTransaction': {
          const signed = sign(transaction ?? '')
          return options.signatureOnly ? { signature: base58.encode(signed.signatures[0] ?? new Uint8Array()) } : { transaction: base64.encode(signed.serialize()) }
        }
        case 'solana_signAllTransactions':
          if (!options.signAll) throw refuse(4200, 'solana_signAllTransactions is not supported')
          return { transactions: (transactions ?? []).map((wire) => base64.encode(sign(wire).serialize())) }
        case 'solana_signAndSendTransaction':
          return { signature: await connection.sendRawTransaction(sign(transaction ?? '').serialize(), sendOptions) }
        default:
          throw refuse(4200, `${method} is not supported`)
      }
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return { connector, requests, address, setAccounts: (next: string[]) => (accounts = next) }
}

import { ProviderErrorCodes, ThrownMessages, type Connector } from '@portico/contracts'
import { PublicKey, VersionedTransaction } from '@solana/web3.js'
import type { WalletProvider } from '../../connection/walletProvider'
import { parseWalletAnswer } from '../../connectors/parseWalletAnswer'
import { base58 } from '@scure/base'
import { signAllTransactionsAnswerSchema, signatureAnswerSchema, signTransactionAnswerSchema } from './solanaAnswers'
import type { AnyTransaction, SolanaProviderMethods } from './solanaProvider'
import { fromWire, toWire } from './transactionWire'

/** The wallet lacks the method: Portico's connectors say 4200, a JSON-RPC wallet -32601. */
const isUnsupported = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && (error.code === ProviderErrorCodes.UNSUPPORTED_METHOD || error.code === -32601)

/**
 * The Solana provider methods over a solana connector's `request`, for `extendWalletProviders`.
 * The account is the wallet's first, as AppKit's: read from the connector's records when it keeps
 * them (Wallet Standard, embedded wallet), else from `getAccounts` (WalletConnect), before each call.
 *
 * @example extendWalletProviders('solana', solanaProviderExtension)
 */
export function solanaProviderExtension(provider: WalletProvider, connector: Connector): Omit<SolanaProviderMethods, 'publicKey'> {
  let known: string | undefined
  const recorded = () => connector.accountRecords?.()[0]?.address
  const refresh = async () => {
    const address = recorded() ?? (await connector.getAccounts())[0]
    known = address
    if (!address) throw new Error(ThrownMessages.NO_ACTIVE_CAIP_ADDRESS)
    return address
  }
  // So `publicKey` is there for a WalletConnect session too before the dapp's first call.
  if (!recorded()) void refresh().catch(() => undefined)

  const signTransaction = async <T extends AnyTransaction>(transaction: T): Promise<T> => {
    const pubkey = await refresh()
    const answer = await provider.request({ method: 'solana_signTransaction', params: { transaction: toWire(transaction), pubkey } })
    const signed = parseWalletAnswer(signTransactionAnswerSchema, answer, 'solana_signTransaction')
    if ('transaction' in signed) return fromWire(transaction, signed.transaction)
    const signature = base58.decode(signed.signature)
    if (transaction instanceof VersionedTransaction) transaction.addSignature(new PublicKey(pubkey), signature)
    // web3.js types it a Buffer and copies it into one (Buffer.from) itself.
    else transaction.addSignature(new PublicKey(pubkey), signature as Parameters<typeof transaction.addSignature>[1])
    return transaction
  }

  // Defined here, not returned: walletProviderOf's Object.assign would copy the getter's value once.
  Object.defineProperty(provider, 'publicKey', {
    enumerable: true,
    get: () => {
      const address = recorded()
      if (address) return new PublicKey(address)
      // Without records, the last account read; reading again keeps it up with a changed session.
      void refresh().catch(() => undefined)
      return known ? new PublicKey(known) : undefined
    },
  })

  return {
    async signMessage(message) {
      const pubkey = await refresh()
      const answer = await provider.request({ method: 'solana_signMessage', params: { message: base58.encode(message), pubkey } })
      return base58.decode(parseWalletAnswer(signatureAnswerSchema, answer, 'solana_signMessage').signature)
    },
    signTransaction,
    async signAllTransactions<T extends AnyTransaction[]>(transactions: T): Promise<T> {
      const pubkey = await refresh()
      let answer: unknown
      try {
        answer = await provider.request({ method: 'solana_signAllTransactions', params: { transactions: transactions.map(toWire), pubkey } })
      } catch (error) {
        if (!isUnsupported(error)) throw error
        // One request each, in order: the wallet is asked as many times (AppKit does the same).
        const signed: AnyTransaction[] = []
        for (const transaction of transactions) signed.push(await signTransaction(transaction))
        return signed as T
      }
      const { transactions: wires } = parseWalletAnswer(signAllTransactionsAnswerSchema, answer, 'solana_signAllTransactions')
      if (wires.length !== transactions.length) throw new Error(`The wallet answered solana_signAllTransactions with ${wires.length} transactions for ${transactions.length}`)
      return transactions.map((transaction, index) => fromWire(transaction, wires[index] ?? '')) as T
    },
    async signAndSendTransaction(transaction, options) {
      const pubkey = await refresh()
      const params = { transaction: toWire(transaction), pubkey, ...(options ? { sendOptions: options } : {}) }
      const answer = await provider.request({ method: 'solana_signAndSendTransaction', params })
      return parseWalletAnswer(signatureAnswerSchema, answer, 'solana_signAndSendTransaction').signature
    },
    async sendTransaction(transaction, connection, options) {
      const signed = await signTransaction(transaction)
      return connection.sendRawTransaction(signed.serialize(), options)
    },
  }
}

import * as z from 'zod/mini'

const base58 = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]+$/, 'expected base58'))
const base64 = z.string().check(z.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'expected base64'))

/** solana_signMessage and solana_signAndSendTransaction answer a base58 signature. */
export const signatureAnswerSchema = z.object({ signature: base58 })
/**
 * solana_signTransaction: the signed transaction base64, or (WalletConnect's older RPC, which
 * AppKit still reads) only the account's base58 signature, to add to the dapp's transaction.
 */
export const signTransactionAnswerSchema = z.union([z.object({ transaction: base64 }), signatureAnswerSchema])
/** solana_signAllTransactions: the signed transactions base64, in the order asked. */
export const signAllTransactionsAnswerSchema = z.object({ transactions: z.array(base64) })

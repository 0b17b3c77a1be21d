import { isSolanaAddress, ProviderErrorCodes, solanaCommitmentSchema } from '@portico/contracts'
import { getBase58Decoder, getBase58Encoder, getBase64Decoder, getBase64Encoder } from '@solana/kit'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import * as z from 'zod/mini'
import { featureMethod } from '../walletStandard/standardWallet'
import { WalletRequestError } from '../walletRequestError'

// Copies: wallets take plain Uint8Arrays, the codecs return read-only views.
const base58 = { toBytes: (text: string) => new Uint8Array(getBase58Encoder().encode(text)), toText: (bytes: Uint8Array) => getBase58Decoder().decode(bytes) }
const base64 = { toBytes: (text: string) => new Uint8Array(getBase64Encoder().encode(text)), toText: (bytes: Uint8Array) => getBase64Decoder().decode(bytes) }

const bytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'expected bytes')
const address = z.string().check(z.refine(isSolanaAddress, 'Invalid Solana address'))

/** WalletConnect's Solana RPC: the message base58, signed by `pubkey`; returns the signature. */
const signMessageParams = z.object({ message: z.string().check(z.minLength(1)), pubkey: address })
const transactionParams = z.object({
  transaction: z.string().check(z.minLength(1)),
  /** The signer; the first connected account when absent. */
  pubkey: z.optional(address),
  sendOptions: z.optional(
    z.object({
      preflightCommitment: z.optional(solanaCommitmentSchema),
      skipPreflight: z.optional(z.boolean()),
      maxRetries: z.optional(z.number().check(z.int(), z.nonnegative())),
      minContextSlot: z.optional(z.number().check(z.int(), z.nonnegative())),
    }),
  ),
})

/** WalletConnect's solana_signAllTransactions: base64 transactions, signed by `pubkey` (the first account when absent). */
const signAllParams = z.object({ transactions: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)), pubkey: z.optional(address) })

const signMessageOutput = z.tuple([z.object({ signature: bytes })], z.unknown())
const signTransactionOutput = z.tuple([z.object({ signedTransaction: bytes })], z.unknown())
const signAllOutput = z.array(z.object({ signedTransaction: bytes }))
const signAndSendOutput = z.tuple([z.object({ signature: bytes })], z.unknown())

const parseOrThrow = <T>(schema: z.ZodMiniType<T>, value: unknown, what: string): T => {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new WalletRequestError(-32602, `Invalid ${what}: ${parsed.error.issues[0]?.message ?? 'unreadable'}`)
  return parsed.data
}

export interface SolanaRequestContext {
  wallet: Wallet
  accounts: () => readonly WalletAccount[]
  /** The Wallet Standard chain of the active Solana network (`solana:devnet`). */
  chain: () => `solana:${string}`
}

const accountFor = (ctx: SolanaRequestContext, pubkey: string | undefined) => {
  const account = pubkey ? ctx.accounts().find((a) => a.address === pubkey) : ctx.accounts()[0]
  if (!account) throw new WalletRequestError(ProviderErrorCodes.UNAUTHORIZED, `${pubkey ?? 'No account'} is not connected`)
  return account
}

const feature = <F extends (...args: never[]) => unknown>(ctx: SolanaRequestContext, name: `${string}:${string}`, method: string) => {
  const fn = featureMethod<F>(ctx.wallet, name, method)
  if (!fn) throw new WalletRequestError(ProviderErrorCodes.UNSUPPORTED_METHOD, `${ctx.wallet.name} does not support ${name}`)
  return fn
}

type SignMessage = (input: { account: WalletAccount; message: Uint8Array }) => Promise<unknown>
type SignTransaction = (...inputs: { account: WalletAccount; chain: string; transaction: Uint8Array }[]) => Promise<unknown>
type SignAndSend = (input: { account: WalletAccount; chain: string; transaction: Uint8Array; options?: object }) => Promise<unknown>

/**
 * The Solana RPC methods a dapp (or a plugin, like send) asks through the connector, carried
 * out by the wallet's Wallet Standard features. A transaction travels base64, messages and
 * signatures base58, as in WalletConnect's Solana RPC; every wallet answer is checked.
 *
 * @example
 * await solanaRequest(ctx, { method: 'solana_signMessage', params: { message: '3yZe7d', pubkey } }) // { signature }
 */
export async function solanaRequest(ctx: SolanaRequestContext, { method, params }: { method: string; params?: unknown }): Promise<unknown> {
  switch (method) {
    case 'solana_getAccounts':
    case 'solana_requestAccounts':
      return ctx.accounts().map((account) => ({ pubkey: account.address }))
    case 'solana_signMessage': {
      const { message, pubkey } = parseOrThrow(signMessageParams, params, 'solana_signMessage params')
      const signMessage = feature<SignMessage>(ctx, 'solana:signMessage', 'signMessage')
      const output = await signMessage({ account: accountFor(ctx, pubkey), message: base58.toBytes(message) })
      const [{ signature }] = parseOrThrow(signMessageOutput, output, 'signMessage answer')
      return { signature: base58.toText(signature) }
    }
    case 'solana_signTransaction': {
      const { transaction, pubkey } = parseOrThrow(transactionParams, params, 'solana_signTransaction params')
      const signTransaction = feature<SignTransaction>(ctx, 'solana:signTransaction', 'signTransaction')
      const output = await signTransaction({ account: accountFor(ctx, pubkey), chain: ctx.chain(), transaction: base64.toBytes(transaction) })
      const [{ signedTransaction }] = parseOrThrow(signTransactionOutput, output, 'signTransaction answer')
      return { transaction: base64.toText(signedTransaction) }
    }
    case 'solana_signAllTransactions': {
      const { transactions, pubkey } = parseOrThrow(signAllParams, params, 'solana_signAllTransactions params')
      const signTransaction = feature<SignTransaction>(ctx, 'solana:signTransaction', 'signTransaction')
      const account = accountFor(ctx, pubkey)
      // One call with every input: the wallet asks its user once.
      const output = await signTransaction(...transactions.map((transaction) => ({ account, chain: ctx.chain(), transaction: base64.toBytes(transaction) })))
      const signed = parseOrThrow(signAllOutput, output, 'signTransaction answer')
      if (signed.length !== transactions.length) throw new WalletRequestError(-32603, `${ctx.wallet.name} signed ${signed.length} of ${transactions.length} transactions`)
      return { transactions: signed.map(({ signedTransaction }) => base64.toText(signedTransaction)) }
    }
    case 'solana_signAndSendTransaction': {
      const { transaction, pubkey, sendOptions } = parseOrThrow(transactionParams, params, 'solana_signAndSendTransaction params')
      const signAndSend = feature<SignAndSend>(ctx, 'solana:signAndSendTransaction', 'signAndSendTransaction')
      const output = await signAndSend({
        account: accountFor(ctx, pubkey),
        chain: ctx.chain(),
        transaction: base64.toBytes(transaction),
        ...(sendOptions ? { options: sendOptions } : {}),
      })
      const [{ signature }] = parseOrThrow(signAndSendOutput, output, 'signAndSendTransaction answer')
      return { signature: base58.toText(signature) }
    }
    default:
      throw new WalletRequestError(ProviderErrorCodes.UNSUPPORTED_METHOD, `${method} is not a Solana method ${ctx.wallet.name} supports`)
  }
}

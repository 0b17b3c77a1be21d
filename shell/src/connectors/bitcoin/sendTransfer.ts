import * as z from 'zod/mini'
import { featureMethod } from '../walletStandard/standardWallet'
import { WalletRequestError } from '../walletRequestError'
import { chainOf, connectedAccount, parseParams, requireFeature, signTransactionOutputSchema, type BitcoinRequestContext } from './bitcoinRequestContext'
import { createEsploraApi } from './esploraApi'
import type { SignTransactionInput } from './signPsbt'
import { parseWalletAnswer } from '../parseWalletAnswer'

/** Bitcoin Core's default `-datacarriersize` less the opcodes: the largest OP_RETURN data that relays everywhere. */
const MAX_MEMO_BYTES = 80

/** WalletConnect's bip122 `sendTransfer` params (amount in satoshis). */
const sendTransferParams = z.object({
  account: z.string().check(z.minLength(1)),
  recipientAddress: z.string().check(z.minLength(1)),
  amount: z.union([z.string().check(z.regex(/^[1-9]\d*$/)), z.number().check(z.int(), z.positive())]),
  changeAddress: z.optional(z.string().check(z.minLength(1))),
  /** Written on chain as an OP_RETURN output; relay policy keeps those to 80 bytes. */
  memo: z.optional(z.string().check(z.refine((memo) => new TextEncoder().encode(memo).length <= MAX_MEMO_BYTES, `memo: at most ${MAX_MEMO_BYTES} bytes of UTF-8`))),
})

type SignAndSend = (...inputs: SignTransactionInput[]) => Promise<unknown>
type SignTransaction = (...inputs: SignTransactionInput[]) => Promise<unknown>
const signAndSendOutput = z.tuple([z.object({ txId: z.string().check(z.regex(/^[0-9a-f]{64}$/)) })], z.unknown())

/**
 * bip122 `sendTransfer` for a Wallet Standard wallet, which has no such feature: the account's
 * UTXOs and the fee rate come from the chain's Esplora API (mempool.space, where AppKit reads
 * UTXOs too), Portico builds the PSBT, and the wallet signs and sends it
 * (`bitcoin:signAndSendTransaction`, else `bitcoin:signTransaction` and an Esplora broadcast).
 * @example await sendTransfer(context, { account, recipientAddress, amount: '1000' }) // { txid }
 */
export async function sendTransfer(context: BitcoinRequestContext, params: unknown): Promise<{ txid: string }> {
  const { account: address, recipientAddress, amount, changeAddress, memo } = parseParams(sendTransferParams, params, 'sendTransfer')
  const account = connectedAccount(context, address)
  const { chain, esplora, testnet } = chainOf(context)
  const signAndSend = featureMethod<SignAndSend>(context.wallet, 'bitcoin:signAndSendTransaction', 'signAndSendTransaction')
  const signTransaction = signAndSend ? undefined : requireFeature<SignTransaction>(context.wallet, 'bitcoin:signTransaction', 'signTransaction')
  const api = createEsploraApi(esplora, context.fetch)
  const [utxos, feeRate, chunk] = await Promise.all([api.utxos(address), api.feeRate(), import(/* webpackChunkName: "bitcoin-psbt" */ './bitcoinPsbtChunk')])
  let built: ReturnType<typeof chunk.buildTransferPsbt>
  try {
    built = chunk.buildTransferPsbt({ from: { address, publicKey: Uint8Array.from(account.publicKey) }, utxos, recipient: recipientAddress, amount: BigInt(amount), changeAddress: changeAddress ?? address, feeRate, testnet, ...(memo ? { memo: new TextEncoder().encode(memo) } : {}) })
  } catch (error) {
    throw new WalletRequestError(-32602, `Invalid sendTransfer params: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (!built) throw new Error(`Insufficient funds: ${address} cannot pay ${amount} sats and the fee`)
  const input: SignTransactionInput = { psbt: built.psbt, chain, inputsToSign: [{ account, signingIndexes: Array.from({ length: built.inputCount }, (_, index) => index) }] }
  if (signAndSend) return { txid: parseWalletAnswer(signAndSendOutput, await signAndSend(input), 'sendTransfer', context.wallet.name)[0].txId }
  const { signedPsbt } = parseWalletAnswer(signTransactionOutputSchema, await signTransaction?.(input), 'sendTransfer', context.wallet.name)
  return { txid: await api.broadcast(chunk.finalizePsbt(signedPsbt)) }
}

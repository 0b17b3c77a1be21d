import type { WalletAccount } from '@wallet-standard/base'
import * as z from 'zod/mini'
import { createEsploraApi } from './esploraApi'
import { chainOf, connectedAccount, fromBase64, parseParams, requireFeature, signTransactionOutputSchema, toBase64, type BitcoinRequestContext } from './bitcoinRequestContext'
import { parseWalletAnswer } from '../parseWalletAnswer'

/** WalletConnect's bip122 `signPsbt` params. */
const signPsbtParams = z.object({
  account: z.string().check(z.minLength(1)),
  // A regex, not z.base64(): zod's classes live in the boot chunk, and this one would join them.
  psbt: z.string().check(z.minLength(1), z.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'expected base64')),
  signInputs: z.array(
    z.object({
      address: z.string().check(z.minLength(1)),
      index: z.number().check(z.int(), z.nonnegative()),
      sighashTypes: z.optional(z.array(z.number().check(z.int()))),
    }),
  ),
  broadcast: z.optional(z.boolean()),
})

/** Exodus' `bitcoin:signTransaction` input and output (one PSBT per call here). */
export interface SignTransactionInput {
  psbt: Uint8Array
  chain: `bitcoin:${string}`
  inputsToSign: { account: WalletAccount; signingIndexes: number[]; sigHash?: number }[]
}
type SignTransaction = (...inputs: SignTransactionInput[]) => Promise<unknown>

/**
 * bip122 `signPsbt` through `bitcoin:signTransaction`: each input signed by the connected account
 * named; with `broadcast`, the finalized transaction goes to the chain's Esplora API.
 * @example await signPsbt(context, { account, psbt, signInputs: [{ address, index: 0 }] }) // { psbt, txid? }
 */
export async function signPsbt(context: BitcoinRequestContext, params: unknown): Promise<{ psbt: string; txid?: string }> {
  const { psbt, signInputs, broadcast } = parseParams(signPsbtParams, params, 'signPsbt')
  const { chain, esplora } = chainOf(context)
  const inputsToSign = signInputs.map(({ address, index, sighashTypes }) => ({
    account: connectedAccount(context, address),
    signingIndexes: [index],
    ...(sighashTypes?.[0] === undefined ? {} : { sigHash: sighashTypes[0] }),
  }))
  const signTransaction = requireFeature<SignTransaction>(context.wallet, 'bitcoin:signTransaction', 'signTransaction')
  const { signedPsbt } = parseWalletAnswer(signTransactionOutputSchema, await signTransaction({ psbt: fromBase64(psbt), chain, inputsToSign }), 'signPsbt', context.wallet.name)
  if (!broadcast) return { psbt: toBase64(signedPsbt) }
  const { finalizePsbt } = await import(/* webpackChunkName: "bitcoin-psbt" */ './bitcoinPsbtChunk')
  const txid = await createEsploraApi(esplora, context.fetch).broadcast(finalizePsbt(signedPsbt))
  return { psbt: toBase64(signedPsbt), txid }
}

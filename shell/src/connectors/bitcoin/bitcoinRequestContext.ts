import type { Wallet, WalletAccount } from '@wallet-standard/base'
import * as z from 'zod/mini'
import { ProviderErrorCodes } from '@portico/contracts'
import { featureMethod } from '../walletStandard/standardWallet'
import { BITCOIN_ESPLORA_API, BITCOIN_WALLET_STANDARD_CHAINS } from './bitcoinChains'
import { invalidParamsMessage } from '../parseWalletAnswer'
import { WalletRequestError } from '../walletRequestError'
import { base64 } from '@scure/base'

/** What a bip122 request needs of its connector: the wallet, its accounts and the connected chain. */
export interface BitcoinRequestContext {
  wallet: Wallet
  accounts: () => readonly WalletAccount[]
  /** The CAIP-2 reference of the connected chain. */
  chainReference: () => string
  /** The dapp's Esplora API per chain reference (the `bitcoinEsploraUrls` option), over mempool.space's. */
  esploraUrls?: Readonly<Record<string, string>>
  fetch?: typeof fetch
}

export const bytesSchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'expected bytes')

/**
 * `bitcoin:signTransaction`'s answer: Exodus' feature answers one output per input (an array);
 * its first version answered the output alone. Either way, the first signed PSBT.
 */
export const signTransactionOutputSchema = z.pipe(
  z.union([z.tuple([z.object({ signedPsbt: bytesSchema })], z.unknown()), z.object({ signedPsbt: bytesSchema })]),
  z.transform((output) => (Array.isArray(output) ? output[0] : output)),
)

/** The dapp's params, checked; a bad one is JSON-RPC's invalid params. */
export function parseParams<T>(schema: z.ZodMiniType<T>, params: unknown, method: string): T {
  const parsed = schema.safeParse(params)
  if (!parsed.success) throw new WalletRequestError(-32602, invalidParamsMessage(method, parsed.error))
  return parsed.data
}

/** The connected account with this address; another address is not authorized. */
export function connectedAccount({ accounts }: BitcoinRequestContext, address: string): WalletAccount {
  const account = accounts().find((candidate) => candidate.address === address)
  if (!account) throw new WalletRequestError(ProviderErrorCodes.UNAUTHORIZED, `${address} is not connected`)
  return account
}

/** A `bitcoin:*` feature's method, or 4200 when the wallet lacks it. */
export function requireFeature<F extends (...args: never[]) => unknown>(wallet: Wallet, feature: `bitcoin:${string}`, method: string): F {
  const fn = featureMethod<F>(wallet, feature, method)
  if (!fn) throw new WalletRequestError(ProviderErrorCodes.UNSUPPORTED_METHOD, `${wallet.name} does not support ${feature}`)
  return fn
}

/** The Wallet Standard chain and Esplora API of the connected chain: the dapp's, else mempool.space's. */
export function chainOf(context: BitcoinRequestContext): { chain: `bitcoin:${string}`; esplora: string; testnet: boolean } {
  const reference = context.chainReference()
  const chain = BITCOIN_WALLET_STANDARD_CHAINS[reference]
  const esplora = context.esploraUrls?.[reference] ?? BITCOIN_ESPLORA_API[reference]
  if (!chain || !esplora) throw new WalletRequestError(ProviderErrorCodes.CHAIN_DISCONNECTED, `bip122:${reference} is not a Bitcoin network Portico knows`)
  return { chain, esplora, testnet: chain !== 'bitcoin:mainnet' }
}

/** PSBTs and signatures travel as base64 (BIP-174, BIP-137). */
export const toBase64 = (data: Uint8Array) => base64.encode(data)
export const fromBase64 = (text: string) => base64.decode(text)

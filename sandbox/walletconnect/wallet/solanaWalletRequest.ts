import { base58, base64, hex } from '@scure/base'
import * as z from 'zod/mini'
import { invalidParams, ProviderRpcError, unauthorized } from '../../../secure-site/src/wallet/errors'
import { parseWireTransaction, withSignature } from '../../src/wallets/solana/transaction'
import { signWithWalletConnectSolanaKey, WALLETCONNECT_SOLANA_ADDRESS, WALLETCONNECT_SOLANA_CHAINS, WALLETCONNECT_SOLANA_PUBLIC_KEY } from './solanaKey'
import type { RequestDetails } from './walletRequest'

/** A Solana request as the wallet page shows it for approval, its bytes decoded before the user is asked. */
export type SolanaWalletRequest =
  | { method: 'solana_signMessage'; details: RequestDetails; message: Uint8Array }
  | { method: 'solana_signTransaction'; details: RequestDetails; transaction: Uint8Array }
  | { method: 'solana_signAllTransactions'; details: RequestDetails; transactions: Uint8Array[] }

/**
 * The Solana methods the wallet grants. Not solana_signAndSendTransaction: no Solana node runs in
 * the sandbox (the dapp page's MSW answers its devnet RPC), so this page has nowhere to send to.
 */
export const SOLANA_WALLET_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions'] as const

// WalletConnect's Solana RPC: bytes as base58 (messages) or base64 (transactions), the account as `pubkey`.
const base58Text = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]+$/))
const base64Text = z.string().check(z.regex(/^[A-Za-z0-9+/]+={0,2}$/))
const signMessageParams = z.looseObject({ message: base58Text, pubkey: z.string() })
const signTransactionParams = z.looseObject({ transaction: base64Text, pubkey: z.string() })
const signAllTransactionsParams = z.looseObject({ transactions: z.array(base64Text).check(z.minLength(1)), pubkey: z.string() })

/** The params, read with -32602 when they do not fit; 4100 when they name another account. */
function parse<T extends { pubkey: string }>(schema: z.ZodMiniType<T>, params: unknown, expected: string): T {
  const parsed = schema.safeParse(params)
  if (!parsed.success) throw invalidParams(`expected ${expected}`)
  if (parsed.data.pubkey !== WALLETCONNECT_SOLANA_ADDRESS) throw unauthorized()
  return parsed.data
}

/** Transaction bytes this wallet must sign: a wire transaction with the wallet's key among its signers. */
function transactionToSign(wire: string): { bytes: Uint8Array; feePayer: string } {
  let bytes: Uint8Array
  let signers: Uint8Array[]
  try {
    bytes = base64.decode(wire)
    signers = parseWireTransaction(bytes).signers
  } catch (error) {
    throw invalidParams(`unreadable transaction (${error instanceof Error ? error.message : String(error)})`)
  }
  if (!signers.some((key) => base58.encode(key) === WALLETCONNECT_SOLANA_ADDRESS)) throw invalidParams('the transaction does not ask this wallet to sign')
  return { bytes, feePayer: base58.encode(signers[0] ?? new Uint8Array()) }
}

/** The message as the user should read it: UTF-8 text when it is text, else hex. */
function readableMessage(message: Uint8Array): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(message)
    return /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(text) ? `0x${hex.encode(message)}` : text
  } catch {
    return `0x${hex.encode(message)}`
  }
}

/**
 * Reads a Solana session request for the approval card. Throws a ProviderRpcError the dapp gets
 * back as is: 4901 for a chain the wallet does not have, 4200 for a method it does not offer,
 * 4100 for another account, -32602 for params it cannot read.
 * @example readSolanaWalletRequest('solana_signMessage', { message: '9Ajdvzr', pubkey }, 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1').details // [..., { label: 'Message', value: 'hello' }]
 */
export function readSolanaWalletRequest(method: string, params: unknown, caipChainId: string): SolanaWalletRequest {
  const chainName = WALLETCONNECT_SOLANA_CHAINS[caipChainId]
  if (!chainName) throw new ProviderRpcError(4901, `The wallet is not on ${caipChainId}`)
  const network = { label: 'Network', value: chainName }
  const account = { label: 'Account', value: WALLETCONNECT_SOLANA_ADDRESS }
  switch (method) {
    case 'solana_signMessage': {
      const message = base58.decode(parse(signMessageParams, params, '{ message: base58, pubkey }').message)
      return { method, message, details: [network, account, { label: 'Message', value: readableMessage(message) }] }
    }
    case 'solana_signTransaction': {
      const { bytes, feePayer } = transactionToSign(parse(signTransactionParams, params, '{ transaction: base64, pubkey }').transaction)
      return { method, transaction: bytes, details: [network, account, { label: 'Fee payer', value: feePayer }, { label: 'Size', value: `${bytes.length} bytes` }] }
    }
    case 'solana_signAllTransactions': {
      const read = parse(signAllTransactionsParams, params, '{ transactions: base64[], pubkey }').transactions.map(transactionToSign)
      return { method, transactions: read.map(({ bytes }) => bytes), details: [network, account, { label: 'Transactions', value: String(read.length) }] }
    }
    default:
      throw new ProviderRpcError(4200, `The sandbox WalletConnect wallet does not support ${method}`)
  }
}

const signed = (transaction: Uint8Array) => withSignature(transaction, WALLETCONNECT_SOLANA_PUBLIC_KEY, signWithWalletConnectSolanaKey)

/**
 * Carries out an approved Solana request with the wallet's Ed25519 key, answering as WalletConnect's
 * Solana RPC does: a base58 signature; a signed transaction base64 (with its signature, as older
 * dapps read); the signed transactions base64, in order.
 */
export function runSolanaWalletRequest(request: SolanaWalletRequest): { signature: string; transaction?: string } | { transactions: string[] } {
  switch (request.method) {
    case 'solana_signMessage':
      return { signature: base58.encode(signWithWalletConnectSolanaKey(request.message)) }
    case 'solana_signTransaction': {
      const transaction = signed(request.transaction)
      const { signatures, signers } = parseWireTransaction(transaction)
      const index = signers.findIndex((key) => base58.encode(key) === WALLETCONNECT_SOLANA_ADDRESS)
      return { signature: base58.encode(signatures[index] ?? new Uint8Array()), transaction: base64.encode(transaction) }
    }
    case 'solana_signAllTransactions':
      return { transactions: request.transactions.map((transaction) => base64.encode(signed(transaction))) }
  }
}

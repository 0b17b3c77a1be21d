import { isSolanaAddress, parseCaipAddress, ThrownMessages, UserMessages, type ChainNamespace, type TokenBalance } from '@portico/contracts'
import { blockedReceiver } from './blockedReceiver'
import { isReceiverAddress } from './isReceiverAddress'
import { parseAmount } from './parseAmount'

export type EvmSendRequest =
  | { kind: 'native'; from: `0x${string}`; to: `0x${string}`; value: bigint; gasPrice: bigint }
  | { kind: 'token'; from: `0x${string}`; tokenAddress: `0x${string}`; to: `0x${string}`; amount: bigint }
/** A SOL transfer: base58 addresses, the amount in lamports (the fee is the network's, no gas price). */
export interface SolanaSendRequest {
  kind: 'solana-native'
  from: string
  to: string
  lamports: bigint
}
/** An SPL token transfer: base58 owner addresses and mint, the amount in the token's base units. */
export interface SolanaTokenSendRequest {
  kind: 'solana-token'
  from: string
  to: string
  mint: string
  amount: bigint
  decimals: number
}
export type SendRequest = EvmSendRequest | SolanaSendRequest | SolanaTokenSendRequest

/** Why a draft cannot be sent (Portico's wording: the spec names the fields, not the text). */
export const SendRequestMessages = {
  TOKEN_FIELDS: 'A token transfer needs a token address, an amount and a receiver',
  NATIVE_FIELDS: 'A native send needs a receiver, an amount, a gas price and decimals',
  BLOCKED_RECEIVER: 'The receiver cannot be sent to (the zero address, or a wrong checksum)',
} as const

/**
 * Turns the draft into a transfer, with the fields SPEC section 5 requires per kind: a token
 * transfer needs token address, amount, receiver; a native send needs receiver, amount, gas price
 * and decimals. A Solana draft lacking amount or receiver fails with the spec's message; on
 * Solana a token with an address is an SPL transfer of its mint (a mint that is no Solana
 * address is CHAIN_NOT_SUPPORTED).
 */
export function toSendRequest(draft: {
  namespace: ChainNamespace
  from: string | undefined
  token: TokenBalance | undefined
  sendTokenAmount: string | undefined
  receiverAddress: string | undefined
  gasPrice: bigint | undefined
}): SendRequest {
  const { token, receiverAddress: to, gasPrice } = draft
  const decimals = token ? Number(token.quantity.decimals) : Number.NaN
  const amount = Number.isInteger(decimals) ? parseAmount(draft.sendTokenAmount, decimals) : undefined
  if (draft.namespace === 'solana') {
    if (amount === undefined || !to || !isSolanaAddress(to)) throw new Error(UserMessages.INVALID_AMOUNT_AND_RECEIVER)
    const mint = token?.address ? parseCaipAddress(token.address).address : undefined
    if (mint !== undefined && !isSolanaAddress(mint)) throw new Error(ThrownMessages.CHAIN_NOT_SUPPORTED)
    const from = draft.from
    if (!from || !isSolanaAddress(from)) throw new Error(ThrownMessages.NO_ACTIVE_CAIP_ADDRESS)
    if (mint !== undefined) return { kind: 'solana-token', from, to, mint, amount, decimals }
    return { kind: 'solana-native', from, to, lamports: amount }
  }
  if (draft.namespace !== 'eip155') throw new Error(ThrownMessages.CHAIN_NOT_SUPPORTED)
  const from = draft.from
  if (!from || !isReceiverAddress(from)) throw new Error(ThrownMessages.NO_ACTIVE_CAIP_ADDRESS)
  if (to && blockedReceiver(to, 'eip155')) throw new Error(SendRequestMessages.BLOCKED_RECEIVER)
  if (token?.address) {
    const tokenAddress = parseCaipAddress(token.address).address
    if (amount === undefined || !to || !isReceiverAddress(to) || !isReceiverAddress(tokenAddress)) throw new Error(SendRequestMessages.TOKEN_FIELDS)
    return { kind: 'token', from, tokenAddress, to, amount }
  }
  if (amount === undefined || !to || !isReceiverAddress(to) || gasPrice === undefined) throw new Error(SendRequestMessages.NATIVE_FIELDS)
  return { kind: 'native', from, to, value: amount, gasPrice }
}

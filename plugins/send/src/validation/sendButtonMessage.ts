import { isSolanaAddress, type ChainNamespace, type TokenBalance } from '@portico/contracts'
import { blockedReceiver } from './blockedReceiver'
import { hasInsufficientGas } from './hasInsufficientGas'
import { isReceiverAddress } from './isReceiverAddress'
import { parseAmount } from './parseAmount'

/** The Send view's button text: what is missing, or 'Preview Send' when the draft can go. */
export const SendButtonMessages = {
  SELECT_TOKEN: 'Select Token',
  ADD_AMOUNT: 'Add Amount',
  INSUFFICIENT_FUNDS: 'Insufficient Funds',
  ADD_ADDRESS: 'Add Address',
  RESOLVING_NAME: 'Resolving name...',
  INVALID_ADDRESS: 'Invalid Address',
  INSUFFICIENT_GAS: 'Insufficient Gas',
  PREVIEW_SEND: 'Preview Send',
} as const
export type SendButtonMessage = (typeof SendButtonMessages)[keyof typeof SendButtonMessages]

export interface SendDraft {
  token: TokenBalance | undefined
  sendTokenAmount: string | undefined
  receiverInput: string
  receiverAddress: string | undefined
  receiverResolution: 'idle' | 'resolving' | 'failed'
  gasPriceInUSD: number | undefined
  networkBalanceInUSD: number | undefined
  isSmartAccount: boolean
  /** The active network's namespace: which address form the receiver needs (eip155 when absent). */
  namespace?: ChainNamespace
}

/**
 * Checks the draft in the order the user fills it: token, amount (positive, within the balance),
 * receiver (an address of the active namespace, or a name that resolved, and not one blockedReceiver
 * refuses), then gas (SPEC section 5).
 * @example sendButtonMessage({ ...draft, token: undefined }) // 'Select Token'
 */
export function sendButtonMessage(draft: SendDraft): SendButtonMessage {
  const { token } = draft
  if (!token) return SendButtonMessages.SELECT_TOKEN
  const decimals = Number(token.quantity.decimals)
  const amount = parseAmount(draft.sendTokenAmount, decimals)
  if (amount === undefined) return SendButtonMessages.ADD_AMOUNT
  if (amount > (parseAmount(token.quantity.numeric, decimals) ?? 0n)) return SendButtonMessages.INSUFFICIENT_FUNDS
  if (!draft.receiverInput.trim()) return SendButtonMessages.ADD_ADDRESS
  if (draft.receiverResolution === 'resolving') return SendButtonMessages.RESOLVING_NAME
  const isAddress = draft.namespace === 'solana' ? isSolanaAddress : isReceiverAddress
  if (!draft.receiverAddress || !isAddress(draft.receiverAddress) || blockedReceiver(draft.receiverAddress, draft.namespace)) return SendButtonMessages.INVALID_ADDRESS
  if (hasInsufficientGas(draft)) return SendButtonMessages.INSUFFICIENT_GAS
  return SendButtonMessages.PREVIEW_SEND
}

import { getErrorMessage, UserMessages, type CaipNetwork, type PluginHost, type TokenBalance } from '@portico/contracts'
import { toSendRequest } from '../validation/toSendRequest'
import { buildTransaction } from './buildTransaction'

export interface SendTokensParameters {
  /** The account that sends (its address in its namespace's notation). */
  from: string | undefined
  /** The network to send on; its namespace picks the transfer (EVM, Solana). */
  network: CaipNetwork | undefined
  token: TokenBalance | undefined
  /** The amount in whole tokens, as the user typed it ('1.5'). */
  amount: string | undefined
  to: string | undefined
  /** Wei per gas, for an EVM native send. */
  gasPrice: bigint | undefined
}

/** The transaction hash (a Solana signature, base58, on solana); undefined when the wallet answered none. */
export type SendTokensReturnType = string | undefined

/**
 * The send did not start: the draft cannot be sent, or the wallet refused or failed. `message` is
 * what the user is told (SPEC section 4); `details` and `cause` say why.
 */
export class SendTokensError extends Error {
  override name = 'SendTokensError'
  readonly details: string
  constructor(cause: unknown) {
    super(UserMessages.FAILED_TO_SEND_TRANSACTION, { cause })
    this.details = getErrorMessage(cause)
  }
}

/**
 * Sends `amount` of `token` to `to` through the active connector (the wallet asks the user):
 * `eth_sendTransaction` on EVM, `solana_signAndSendTransaction` on Solana. No UI: the caller
 * navigates, toasts and resets its draft.
 * @example
 * const hash = await sendTokens(host, { from, network, token, amount: '1', to, gasPrice })
 * @throws SendTokensError
 */
export async function sendTokens(host: Pick<PluginHost, 'rpc'>, parameters: SendTokensParameters): Promise<SendTokensReturnType> {
  const { network } = parameters
  try {
    const request = toSendRequest({
      namespace: network?.chainNamespace ?? 'eip155',
      from: parameters.from,
      token: parameters.token,
      sendTokenAmount: parameters.amount,
      receiverAddress: parameters.to,
      gasPrice: parameters.gasPrice,
    })
    if (request.kind === 'solana-native' || request.kind === 'solana-token') {
      // A lazy chunk: @solana/kit loads only for a Solana send.
      const { sendSolanaTransfer } = await import('./sendSolanaTransfer')
      return await sendSolanaTransfer(host, network, request)
    }
    const hash = await host.rpc.request({ method: 'eth_sendTransaction', params: [buildTransaction(request)] })
    return typeof hash === 'string' ? hash : undefined
  } catch (error) {
    throw new SendTokensError(error)
  }
}

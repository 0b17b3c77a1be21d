import { WalletParamsError } from '../../smart-account/sendCallsParams'

/**
 * A request the frame answers with an error reply: the message the page shows and, where there
 * is one, the provider error code (4001 when the user rejected in the approval UI).
 * @example throw new FrameRequestError('User rejected the request.', 4001)
 */
export class FrameRequestError extends Error {
  override readonly name = 'FrameRequestError'
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message)
  }
}

/** SPEC section 6: a method off the embedded wallet's allow-list (`eth_sign`). */
export const RPC_NOT_ALLOWED_MESSAGE = 'Requested RPC call is not allowed'

/** RPC_ABORT: the page gave up on the request (SPEC section 8's thrown message). */
export const REQUEST_ABORTED_MESSAGE = 'Request was aborted'

/** EIP-1193's user rejection, the answer to Reject in the approval UI. */
export const userRejected = () => new FrameRequestError('User rejected the request.', 4001)

/** A request that needs a signed-in user, before one is (EIP-1193 4100, unauthorized). */
export const notSignedIn = () => new FrameRequestError('Sign in with your email first', 4100)

/** A request naming an account (from, address) other than the user's (EIP-1193 4100). */
export const wrongAccount = () => new FrameRequestError('The request is for an account this wallet does not hold', 4100)

/** Runs a params parser of the smart account's requests; its failure becomes the reply's error, message and code as they are. */
export function parseWalletParams<T>(parse: () => T): T {
  try {
    return parse()
  } catch (error) {
    if (error instanceof WalletParamsError) throw new FrameRequestError(error.message, error.code)
    throw error
  }
}

/** What this sandbox secure site does not do (yet): a request it has no set-up for. */
export const notSupportedYet = (what: string) => new FrameRequestError(`${what} is not supported yet`, 4200)

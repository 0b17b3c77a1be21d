import { hostedError, type HostedError } from './hostedError'

/** The hosted 400 for a chain it does not serve (`src/error.rs`, UnsupportedChain). */
export function unsupportedChain(chainId: string): HostedError {
  return hostedError(
    'chainId',
    `We don't support the chainId you provided: ${chainId}. See the list of supported chains here: https://docs.walletconnect.com/cloud/blockchain-api#supported-chains`,
  )
}

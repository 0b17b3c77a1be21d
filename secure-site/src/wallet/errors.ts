import { BaseError, RpcError, RpcRequestError } from 'viem'

/** The error shape of EIP-1193: an Error with a numeric `code` and optional `data`. */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    if (data !== undefined) this.data = data
  }
}

/** @example throw userRejected() */
export const userRejected = () => new ProviderRpcError(4001, 'User rejected the request.')

export const unauthorized = () =>
  new ProviderRpcError(4100, 'The requested account and/or method has not been authorized by the user.')

export const disconnected = () => new ProviderRpcError(4900, 'The provider is disconnected from all chains.')

export const unrecognizedChain = (chainIdHex: string) =>
  new ProviderRpcError(
    4902,
    `Unrecognized chain ID "${chainIdHex}". Try adding the chain using wallet_addEthereumChain first.`,
  )

export const invalidParams = (detail: string) => new ProviderRpcError(-32602, `Invalid params: ${detail}`)

/**
 * Turns anything thrown while serving a request into a ProviderRpcError, keeping the code and data
 * of a node's JSON-RPC error (viem wraps it in its own errors) so the dapp sees what the node said.
 */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  if (error instanceof BaseError) {
    const nodeError = error.walk((cause) => cause instanceof RpcRequestError)
    if (nodeError instanceof RpcRequestError) {
      return new ProviderRpcError(nodeError.code, nodeError.details, nodeError.data)
    }
    const coded = error.walk((cause) => cause instanceof RpcError)
    if (coded instanceof RpcError) return new ProviderRpcError(coded.code, coded.shortMessage)
    return new ProviderRpcError(-32603, error.shortMessage)
  }
  return new ProviderRpcError(-32603, error instanceof Error ? error.message : 'Internal error')
}

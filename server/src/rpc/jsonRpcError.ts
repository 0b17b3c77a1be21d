/** A JSON-RPC request id as a client may send it. */
export type JsonRpcId = string | number | null

/** A JSON-RPC error answer (EIP-1474 codes). */
export interface JsonRpcErrorAnswer {
  jsonrpc: '2.0'
  id: JsonRpcId
  error: { code: number; message: string }
}

/** EIP-1474: the method does not exist or is not available. */
export const METHOD_NOT_FOUND = -32601
/** EIP-1474: a request exceeds a defined limit. */
export const LIMIT_EXCEEDED = -32005

/**
 * @example jsonRpcError(1, METHOD_NOT_FOUND, 'the method anvil_setBalance does not exist/is not available')
 */
export function jsonRpcError(id: JsonRpcId | undefined, code: number, message: string): JsonRpcErrorAnswer {
  return { jsonrpc: '2.0', id: id ?? null, error: { code, message } }
}

/** The answer to a method the proxy does not forward, in the words public nodes use. */
export const methodNotAvailable = (id: JsonRpcId | undefined, method: string) => jsonRpcError(id, METHOD_NOT_FOUND, `the method ${method} does not exist/is not available`)

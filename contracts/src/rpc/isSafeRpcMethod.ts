import { SAFE_RPC_METHODS, type SafeRpcMethod } from './rpcMethods'

const safeMethods: ReadonlySet<string> = new Set(SAFE_RPC_METHODS)

/**
 * Whether an RPC method runs without the user's approval (SPEC section 6). Anything not on the
 * safe list, known or not, needs approval and is aborted when the modal closes.
 * @example isSafeRpcMethod('eth_getBalance') // true
 * @example isSafeRpcMethod('personal_sign') // false
 */
export function isSafeRpcMethod(method: string): method is SafeRpcMethod {
  return safeMethods.has(method)
}

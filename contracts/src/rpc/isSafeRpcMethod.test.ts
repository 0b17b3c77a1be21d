import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSafeRpcMethod } from './isSafeRpcMethod'
import { NOT_SAFE_RPC_METHODS, SAFE_RPC_METHODS } from './rpcMethods'

describe('isSafeRpcMethod', () => {
  it('accepts every safe method and no unsafe one', () => {
    for (const method of SAFE_RPC_METHODS) expect(isSafeRpcMethod(method)).toBe(true)
    for (const method of NOT_SAFE_RPC_METHODS) expect(isSafeRpcMethod(method)).toBe(false)
  })

  it('keeps the two lists apart and lists the spec examples', () => {
    expect(SAFE_RPC_METHODS.filter((m) => (NOT_SAFE_RPC_METHODS as readonly string[]).includes(m))).toEqual([])
    expect(SAFE_RPC_METHODS).toEqual(expect.arrayContaining(['eth_sendRawTransaction', 'wallet_getCapabilities', 'wallet_getCallsStatus', 'eth_getUserOperationReceipt']))
    expect(NOT_SAFE_RPC_METHODS).toEqual(
      expect.arrayContaining(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls', 'wallet_grantPermissions', 'wallet_revokePermissions', 'eth_sendUserOperation']),
    )
  })

  it('treats unknown methods as not safe', () => {
    fc.assert(
      fc.property(fc.string(), (method) => {
        expect(isSafeRpcMethod(method)).toBe((SAFE_RPC_METHODS as readonly string[]).includes(method))
      }),
    )
    expect(isSafeRpcMethod('wallet_switchEthereumChain')).toBe(false)
  })
})

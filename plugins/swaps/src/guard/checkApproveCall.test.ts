import { encodeFunctionData, erc20Abi, getAddress, maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { checkApproveCall } from './checkApproveCall'
import { UnsafeSwapError } from './unsafeSwapError'

const router = getAddress('0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0')
const attacker = getAddress('0x000000000000000000000000000000000000bad1')
const approve = (spender: `0x${string}`, amount: bigint) => encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] })

describe('checkApproveCall', () => {
  it('passes approve(router, exact amount) and names the router', () => {
    expect(checkApproveCall(approve(router, 10_000_000n), { routers: [router], amount: 10_000_000n })).toBe(router)
  })

  it('refuses an unlimited approval unless the user chose it', () => {
    expect(() => checkApproveCall(approve(router, maxUint256), { routers: [router], amount: 10_000_000n })).toThrow(UnsafeSwapError)
    expect(checkApproveCall(approve(router, maxUint256), { routers: [router], amount: maxUint256 })).toBe(router)
  })

  it('refuses another spender, another amount, another call', () => {
    expect(() => checkApproveCall(approve(attacker, 10_000_000n), { routers: [router], amount: 10_000_000n })).toThrow('is not a known router')
    expect(() => checkApproveCall(approve(router, 10_000_001n), { routers: [router], amount: 10_000_000n })).toThrow(UnsafeSwapError)
    expect(() => checkApproveCall(encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [router, 1n] }), { routers: [router], amount: 1n })).toThrow('not approve')
    expect(() => checkApproveCall('0x095ea7b3', { routers: [router], amount: 1n })).toThrow(UnsafeSwapError)
  })
})

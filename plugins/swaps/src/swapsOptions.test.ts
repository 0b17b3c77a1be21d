import { SWAP_CHAIN_IDS } from '@portico/contracts'
import { createTestHost } from '@portico/contracts/testing'
import { describe, expect, it, vi } from 'vitest'
import { swapsOptions, swapsOptionsSchema } from './swapsOptions'

describe('swapsOptions', () => {
  it('swaps on the 12 chains of SPEC section 9 unless the dapp lists its own', () => {
    expect(swapsOptionsSchema.parse({}).swapChainIds).toEqual(SWAP_CHAIN_IDS)
    expect(swapsOptionsSchema.parse({ swapChainIds: [1, 31337] }).swapChainIds).toEqual([1, 31337])
    expect(swapsOptionsSchema.safeParse({ swapChainIds: ['eip155:1'] }).success).toBe(false)
    expect(swapsOptionsSchema.safeParse({ swapChainIds: [0] }).success).toBe(false)
  })

  it('takes the routers and the price deviation in their shape', () => {
    const router = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
    expect(swapsOptionsSchema.parse({ swapRouters: { 31337: [router] }, swapMaxPriceDeviation: 5 })).toMatchObject({ swapRouters: { '31337': [router] }, swapMaxPriceDeviation: 5 })
    expect(swapsOptionsSchema.safeParse({ swapRouters: [router] }).success).toBe(false)
    expect(swapsOptionsSchema.safeParse({ swapMaxPriceDeviation: '5' }).success).toBe(false)
  })

  it('reads the options the shell lends (options.own), and logs an invalid one and keeps the defaults', () => {
    const { host } = createTestHost()
    expect(swapsOptions({ ...host, options: { ...host.options, own: { swapChainIds: [31337] } } }).swapChainIds).toEqual([31337])
    const error = vi.fn()
    expect(swapsOptions({ log: { ...host.log, error }, options: { ...host.options, own: { swapChainIds: 'all' } } }).swapChainIds).toEqual(SWAP_CHAIN_IDS)
    expect(error).toHaveBeenCalledOnce()
  })
})

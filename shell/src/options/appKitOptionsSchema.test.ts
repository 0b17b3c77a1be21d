import { SWAP_CHAIN_IDS } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { testMainnet } from '../testing/networks'
import { appKitOptionsSchema } from './appKitOptionsSchema'

describe('appKitOptionsSchema', () => {
  it('swaps on the 12 chains of SPEC section 9 unless the dapp lists its own', () => {
    expect(appKitOptionsSchema.parse({ networks: [testMainnet] }).swapChainIds).toEqual(SWAP_CHAIN_IDS)
    expect(appKitOptionsSchema.parse({ networks: [testMainnet], swapChainIds: [1, 31337] }).swapChainIds).toEqual([1, 31337])
    expect(appKitOptionsSchema.safeParse({ networks: [testMainnet], swapChainIds: ['eip155:1'] }).success).toBe(false)
    expect(appKitOptionsSchema.safeParse({ networks: [testMainnet], swapChainIds: [0] }).success).toBe(false)
  })

  it('passes the swaps options on in their shape (the swaps plugin checks their values)', () => {
    const router = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
    expect(appKitOptionsSchema.parse({ networks: [testMainnet], swapRouters: { 31337: [router] }, swapMaxPriceDeviation: 5 })).toMatchObject({ swapRouters: { '31337': [router] }, swapMaxPriceDeviation: 5 })
    expect(appKitOptionsSchema.safeParse({ networks: [testMainnet], swapRouters: [router] }).success).toBe(false)
    expect(appKitOptionsSchema.safeParse({ networks: [testMainnet], swapMaxPriceDeviation: '5' }).success).toBe(false)
  })
})

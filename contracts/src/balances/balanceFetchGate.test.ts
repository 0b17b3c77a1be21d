import { describe, expect, it } from 'vitest'
import { balanceFetchGate } from './balanceFetchGate'

const alice = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = 'eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('balanceFetchGate', () => {
  it('reads when nothing was read yet', () => {
    expect(balanceFetchGate({}, alice, 1_000)).toBe('read')
  })
  it("keeps an account's balances 30 s, not another account's, and not when forced", () => {
    const state = { readFor: { caipAddress: alice, at: 0 } }
    expect(balanceFetchGate(state, alice, 29_999)).toBe('cached')
    expect(balanceFetchGate(state, alice, 30_000)).toBe('read')
    expect(balanceFetchGate(state, bob, 1)).toBe('read')
    expect(balanceFetchGate(state, alice, 1, true)).toBe('read')
  })
  it('blocks retries for 30 s after a failure, even forced', () => {
    const state = { lastFailure: 10_000 }
    expect(balanceFetchGate(state, alice, 39_999, true)).toBe('blocked')
    expect(balanceFetchGate(state, alice, 40_000)).toBe('read')
  })
})

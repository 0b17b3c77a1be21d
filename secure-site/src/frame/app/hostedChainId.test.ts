import { describe, expect, it } from 'vitest'
import { hostedChainId } from './hostedChainId'

describe('hostedChainId', () => {
  it("answers an EVM chain's bare number and any other chain's CAIP-2 id, as the hosted frame does", () => {
    expect(hostedChainId('eip155:1')).toBe(1)
    expect(hostedChainId('eip155:8453')).toBe(8453)
    expect(hostedChainId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })
})

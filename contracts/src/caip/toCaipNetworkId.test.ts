import { describe, expect, it } from 'vitest'
import { toCaipNetworkId } from './toCaipNetworkId'

describe('toCaipNetworkId', () => {
  it('joins a namespace and a chain id', () => {
    expect(toCaipNetworkId('eip155', 1)).toBe('eip155:1')
    expect(toCaipNetworkId('solana', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
  })
})

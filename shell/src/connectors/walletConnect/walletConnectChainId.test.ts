import { describe, expect, it } from 'vitest'
import { chainIdOf, chainReference } from './walletConnectChainId'

describe('chainIdOf', () => {
  it('gives eip155 ids as numbers and other references as text', () => {
    expect(chainIdOf('eip155:10')).toBe(10)
    expect(chainIdOf('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })
})

describe('chainReference', () => {
  it('reads every way a wallet writes an eip155 chain as the decimal reference', () => {
    for (const chainId of [10, '10', '0xa', '0xA', 'eip155:10']) expect(chainReference('eip155', chainId)).toBe('10')
  })

  it('keeps other namespaces\' references as they are, hex-looking or not', () => {
    expect(chainReference('solana', 'solana:0xab')).toBe('0xab')
    expect(chainReference('bip122', '000000000019d6689c085ae165831e93')).toBe('000000000019d6689c085ae165831e93')
  })
})

import { describe, expect, it } from 'vitest'
import { isTokenAddressOf } from './isTokenAddressOf'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

describe('isTokenAddressOf', () => {
  it("takes a CAIP-10 token address of the balance's own chain", () => {
    expect(isTokenAddressOf(`eip155:1:${USDC}`, 'eip155:1')).toBe(true)
    expect(isTokenAddressOf(`eip155:1:${USDC.toLowerCase()}`, 'eip155:1')).toBe(true)
    expect(isTokenAddressOf(`${SOLANA}:${MINT}`, SOLANA)).toBe(true)
  })

  it('refuses what does not parse as an address of the namespace, or names another chain', () => {
    for (const address of [
      'eip155:1:0xnothex',
      'eip155:1:A0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      `eip155:1:${USDC.replace('A0b8', 'a0B8')}`,
      `eip155:1:${USDC}00`,
      USDC,
      `eip155:10:${USDC}`,
      `eip155:1:${USDC}:x`,
      `eip155:1:${MINT}`,
      `${SOLANA}:0OIl${MINT.slice(4)}`,
      `bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq`,
    ]) {
      expect([address, isTokenAddressOf(address, address.startsWith('solana') ? SOLANA : 'eip155:1')]).toEqual([address, false])
    }
  })
})

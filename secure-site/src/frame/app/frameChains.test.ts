import { describe, expect, it } from 'vitest'
import { createFrameChains } from './frameChains'

const anvil = { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', name: 'Anvil' }
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

describe('createFrameChains', () => {
  it('keeps the current chain as CAIP-2, and the EVM chain while solana is current', () => {
    const chains = createFrameChains([anvil], 'eip155:1')
    expect(chains.current()).toBe('eip155:1')
    expect(() => chains.evmChain()).toThrow('This secure site has no node for eip155:1')
    chains.switchTo(31337)
    expect(chains.current()).toBe('eip155:31337')
    chains.switchTo(SOLANA)
    expect(chains.current()).toBe(SOLANA)
    expect(chains.evmChain()).toEqual(anvil)
    expect(() => chains.evmChain(SOLANA)).toThrow(`${SOLANA} is not an EVM chain`)
  })

  it('reads the bare chain ids AppKit\'s client may send (a number, its text, a Solana reference) as CAIP-2', () => {
    const chains = createFrameChains([anvil], '31337')
    expect(chains.current()).toBe('eip155:31337')
    chains.switchTo('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(chains.current()).toBe(SOLANA)
    expect(chains.evmChain('31337')).toEqual(anvil)
  })
})

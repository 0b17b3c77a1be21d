import { describe, expect, it } from 'vitest'
import { firstGrantableChain, firstGrantableSolanaChain, withChain } from './sessionChains'

const methods = ['personal_sign']
const events = ['chainChanged']

describe('the chains the sandbox WalletConnect wallet grants', () => {
  it('grants the first chain asked for that it has, from chain lists or chain keys', () => {
    expect(firstGrantableChain([{}, { eip155: { chains: ['eip155:1', 'eip155:31338', 'eip155:31337'] } }], [31337, 31338])).toBe('eip155:31338')
    expect(firstGrantableChain([{ 'eip155:31337': {} }], [31337])).toBe('eip155:31337')
    expect(firstGrantableChain([{ solana: { chains: ['solana:x'] }, eip155: { chains: ['eip155:1'] } }], [31337])).toBeUndefined()
  })

  it('grants the first Solana chain asked for that it knows, from chain lists or chain keys', () => {
    const devnet = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    expect(firstGrantableSolanaChain([{}, { solana: { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', devnet] } }], [devnet])).toBe(devnet)
    expect(firstGrantableSolanaChain([{ [devnet]: {} }], [devnet])).toBe(devnet)
    expect(firstGrantableSolanaChain([{ solana: { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }, eip155: { chains: [devnet] } }], [devnet])).toBeUndefined()
  })

  it('adds a chain and its account once', () => {
    const session = { eip155: { chains: ['eip155:1'], accounts: ['eip155:1:0xA'], methods, events }, bip122: { accounts: [], methods, events } }
    const added = withChain(session, 'eip155:2', '0xA')
    expect(added.eip155).toEqual({ chains: ['eip155:1', 'eip155:2'], accounts: ['eip155:1:0xA', 'eip155:2:0xA'], methods, events })
    expect(added.bip122).toBe(session.bip122)
    expect(withChain(added, 'eip155:2', '0xA')).toBe(added)
    expect(() => withChain({}, 'eip155:2', '0xA')).toThrow('no eip155')
  })
})

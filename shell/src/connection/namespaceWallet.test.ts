import { describe, expect, it } from 'vitest'
import { testNetwork } from '../catalogue/testing'
import { bitcoinTestnet, solana, solanaDevnet } from '../networks'
import { chainReferenceOf, namespaceNetwork } from './namespaceWallet'

describe('namespaceNetwork', () => {
  const networks = [testNetwork, solana, solanaDevnet, bitcoinTestnet]

  it('keeps the active network when it is on the namespace, else takes the first configured', () => {
    expect(namespaceNetwork('solana', solanaDevnet, networks)).toBe(solanaDevnet)
    expect(namespaceNetwork('solana', testNetwork, networks)).toBe(solana)
    expect(namespaceNetwork('bip122', undefined, networks)).toBe(bitcoinTestnet)
    expect(namespaceNetwork('polkadot', testNetwork, networks)).toBeUndefined()
  })

  it('reads the chain reference of a CAIP-2 id', () => {
    expect(chainReferenceOf(solanaDevnet)).toBe('EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
  })
})

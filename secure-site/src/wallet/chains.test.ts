import { describe, expect, it } from 'vitest'
import { createChainStore, toChainIdHex, toViemChain } from './chains'

const anvil = { chainId: 31337, chainName: 'Anvil', rpcUrl: 'http://127.0.0.1:8545' }
const second = { chainId: 31338, chainName: 'Anvil 2', rpcUrl: 'http://127.0.0.1:8546' }

describe('createChainStore', () => {
  it('starts on the first chain and switches among known ones only', () => {
    const chains = createChainStore([anvil, second])
    expect(chains.current()).toEqual(anvil)
    expect(chains.select(31338)).toBe(true)
    expect(chains.current()).toEqual(second)
    expect(chains.select(1)).toBe(false)
    expect(chains.current()).toEqual(second)
  })

  it('keeps the first of two chains with one id, and lets add replace a chain', () => {
    const chains = createChainStore([anvil, { ...anvil, chainName: 'Shadow' }])
    expect(chains.current().chainName).toBe('Anvil')
    chains.add({ ...anvil, rpcUrl: 'http://127.0.0.1:9545' })
    expect(chains.current().rpcUrl).toBe('http://127.0.0.1:9545')
  })
})

describe('chain helpers', () => {
  it('reports chain ids as hex and builds the viem chain', () => {
    expect(toChainIdHex(31337)).toBe('0x7a69')
    expect(toViemChain(anvil)).toMatchObject({ id: 31337, name: 'Anvil', rpcUrls: { default: { http: [anvil.rpcUrl] } } })
  })
})

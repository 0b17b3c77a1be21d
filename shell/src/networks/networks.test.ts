import { caipNetworkSchema } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { blockchainApiRpcUrl, withProjectId } from './blockchainApiRpcUrl'
import * as networks from './index'

describe('networks', () => {
  const all = Object.entries(networks).filter(([, value]) => typeof value === 'object')
  it('every exported network is a valid AppKit network object', () => {
    expect(all.length).toBeGreaterThan(15)
    for (const [name, network] of all) expect(caipNetworkSchema.safeParse(network).success, name).toBe(true)
  })
  it('EVM networks come from viem chains and go through the Blockchain API RPC', () => {
    expect(networks.mainnet).toMatchObject({ id: 1, caipNetworkId: 'eip155:1', name: 'Ethereum', testnet: false })
    expect(networks.mainnet.rpcUrls.default.http[0]).toBe('https://rpc.walletconnect.org/v1/?chainId=eip155%3A1')
    expect(networks.mainnet.rpcUrls.chainDefault?.http[0]).toMatch(/^https:\/\//)
    expect(networks.sepolia.testnet).toBe(true)
  })
})

describe('Blockchain API RPC URLs', () => {
  it('have the spec shape', () => {
    expect(blockchainApiRpcUrl('eip155:1', 'abc')).toBe('https://rpc.walletconnect.org/v1/?chainId=eip155%3A1&projectId=abc')
  })
  it('get the project id; other RPC URLs stay untouched', () => {
    expect(withProjectId(networks.base.rpcUrls.default.http[0] ?? '', 'abc')).toBe(blockchainApiRpcUrl('eip155:8453', 'abc'))
    expect(withProjectId('http://127.0.0.1:8545', 'abc')).toBe('http://127.0.0.1:8545')
  })
})

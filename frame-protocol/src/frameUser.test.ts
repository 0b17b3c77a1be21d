import { describe, expect, it } from 'vitest'
import { frameUserSchema } from './frameUser'

const evm = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const solana = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const devnet = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

describe('frameUserSchema', () => {
  it('takes an address on the namespace of its chain id', () => {
    expect(frameUserSchema.safeParse({ address: evm, chainId: 1 }).success).toBe(true)
    expect(frameUserSchema.safeParse({ address: evm, chainId: 'eip155:31337', accounts: [{ address: evm, type: 'smartAccount' }] }).success).toBe(true)
    expect(frameUserSchema.safeParse({ address: solana, chainId: devnet, email: 'ada@portico.example', userName: null }).success).toBe(true)
  })

  it('refuses an address or account of another namespace, and EVM addresses without 0x', () => {
    expect(frameUserSchema.safeParse({ address: solana, chainId: 1 }).success).toBe(false)
    expect(frameUserSchema.safeParse({ address: evm, chainId: devnet }).success).toBe(false)
    expect(frameUserSchema.safeParse({ address: evm, chainId: 1, accounts: [{ address: solana, type: 'eoa' }] }).success).toBe(false)
    expect(frameUserSchema.safeParse({ address: evm.slice(2), chainId: 1 }).success).toBe(false)
    expect(frameUserSchema.safeParse({ address: evm, chainId: 1, accounts: [{ address: evm, type: 'payment' }] }).success).toBe(false)
  })
})

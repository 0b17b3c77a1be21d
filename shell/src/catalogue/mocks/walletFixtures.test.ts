import { walletRecordSchema } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { generateWalletFixtures } from './walletFixtures'

describe('generateWalletFixtures', () => {
  const wallets = generateWalletFixtures()

  it('makes at least 600 valid catalogue records', () => {
    expect(wallets.length).toBeGreaterThanOrEqual(600)
    for (const wallet of wallets) expect(walletRecordSchema.safeParse(wallet).success).toBe(true)
  })

  it('gives unique 64-hex ids, unique names, rdns and image ids', () => {
    expect(wallets.every((w) => /^[0-9a-f]{64}$/.test(w.id))).toBe(true)
    for (const key of ['id', 'name', 'rdns', 'image_id'] as const) expect(new Set(wallets.map((w) => w[key])).size).toBe(wallets.length)
    expect(wallets.every((w) => /^[a-z]+(\.[a-z0-9-]+)+$/.test(w.rdns ?? ''))).toBe(true)
  })

  it('is the same on every run, and lists the well-known wallets first', () => {
    expect(generateWalletFixtures()).toEqual(wallets)
    expect(wallets.slice(0, 3).map((w) => w.name)).toEqual(['MetaMask', 'Portico Sandbox Wallet', 'Trust Wallet'])
  })

  it('covers EVM, Solana and Bitcoin wallets', () => {
    const namespaces = new Set(wallets.flatMap((w) => w.chains.map((c) => c.split(':')[0])))
    expect([...namespaces].sort()).toEqual(['bip122', 'eip155', 'solana'])
    expect(wallets.some((w) => w.chains.every((c) => c.startsWith('solana:')))).toBe(true)
  })

  it('lists the sandbox chains beside each namespace, as /getWallets matches chains exactly', () => {
    const evm = wallets.filter((w) => w.chains.includes('eip155:1'))
    expect(evm.length).toBeGreaterThan(600)
    expect(evm.every((w) => w.chains.includes('eip155:31337') && w.chains.includes('eip155:31338'))).toBe(true)
    expect(wallets.filter((w) => w.chains.some((c) => c.startsWith('solana:'))).every((w) => w.chains.includes('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'))).toBe(true)
  })
})

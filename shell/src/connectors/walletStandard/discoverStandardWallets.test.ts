import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isSolanaWallet } from '../solana/isSolanaWallet'
import { isBitcoinWallet } from '../bitcoin/isBitcoinWallet'
import { discoverStandardWallets } from './discoverStandardWallets'
import { createFakeStandardWallet } from './testing'

const cleanups: (() => void)[] = []
afterEach(() => cleanups.splice(0).forEach((fn) => fn()))

describe('discoverStandardWallets', () => {
  it('lists the wallets of one namespace, now and as they register and unregister', () => {
    const seen: string[][] = []
    const solana = createFakeStandardWallet({ name: 'Sol', chains: ['solana:devnet'], granted: [] }).wallet
    const bitcoin = createFakeStandardWallet({ name: 'Btc', chains: ['bitcoin:testnet'], granted: [] }).wallet
    const unregisterFirst = getWallets().register(solana)
    cleanups.push(discoverStandardWallets(isSolanaWallet, (wallets) => seen.push(wallets.map((w) => w.name))))
    cleanups.push(getWallets().register(bitcoin))
    const later = createFakeStandardWallet({ name: 'Sol 2', chains: ['solana:mainnet'], granted: [] }).wallet
    cleanups.push(getWallets().register(later))
    unregisterFirst()

    expect(seen).toEqual([['Sol'], ['Sol'], ['Sol', 'Sol 2'], ['Sol 2']])
  })

  it('leaves out, with one warning, a wallet without the standard shape', () => {
    const warn = vi.fn()
    const broken = { ...createFakeStandardWallet({ name: 'Broken', chains: ['solana:devnet'], granted: [] }).wallet, icon: 'https://evil/icon.png' } as unknown as Wallet
    cleanups.push(getWallets().register(broken))
    const seen: string[][] = []
    cleanups.push(discoverStandardWallets(isSolanaWallet, (wallets) => seen.push(wallets.map((w) => w.name)), warn))
    cleanups.push(getWallets().register(createFakeStandardWallet({ name: 'Fine', chains: ['solana:devnet'], granted: [] }).wallet))

    expect(seen.at(-1)).toEqual(['Fine'])
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('takes Bitcoin wallets with bitcoin:connect or standard:connect, and no wallet without a connect feature', () => {
    const { wallet } = createFakeStandardWallet({ name: 'Btc', chains: ['bitcoin:mainnet'], granted: [] })
    expect(isBitcoinWallet(wallet)).toBe(true)
    expect(isSolanaWallet(wallet)).toBe(false)
    const noConnect = { ...wallet, features: {} } as Wallet
    expect(isBitcoinWallet(noConnect)).toBe(false)
  })
})
